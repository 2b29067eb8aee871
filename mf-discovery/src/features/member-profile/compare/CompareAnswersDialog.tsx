import { Modal } from '@dating/ui/Modal';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { useCompareAnswersQuery } from './compareApi';

/**
 * "Compare answers": the questions both members answered and both chose to show, the member's
 * answer beside theirs, and whether theirs is one the member accepts. Loaded on first use.
 */
export function CompareAnswersDialog({
  memberId,
  name,
  onClose,
}: {
  memberId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const { data, isError } = useCompareAnswersQuery({ memberId, language });
  let body;
  if (isError) body = <p role="alert">{t('compare.failed')}</p>;
  else if (!data) body = <p>{t('common.loading')}</p>;
  else if (data.questions.length === 0) body = <p>{t('compare.none', { count: data.common })}</p>;
  else {
    body = (
      <ul className="compare-answers">
        {data.questions.map((question) => (
          <li key={question.question_id} className="compare-answers__item">
            <p className="compare-answers__question" dir="auto">
              {question.text}
            </p>
            <dl className="compare-answers__pair">
              <div>
                <dt>{t('compare.you')}</dt>
                <dd dir="auto">{question.mine}</dd>
              </div>
              <div>
                <dt>
                  <bdi>{name}</bdi>
                </dt>
                <dd dir="auto">
                  {question.theirs}{' '}
                  <span className="compare-answers__verdict">
                    {question.theirs_accepted === 'true'
                      ? t('compare.accepted')
                      : t('compare.notAccepted')}
                  </span>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Modal
      open
      title={t('compare.dialogTitle', { name })}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      {body}
    </Modal>
  );
}
