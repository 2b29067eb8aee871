import { useSession } from '@dating/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useReportMemberMutation } from '../chat/chatApi';
import './kinderMessages.css';

export interface FlaggedMessageNoticeProps {
  messageId: number;
  senderId: number;
}

/**
 * 'Does this bother you?' under a received message the kindness check flagged: one tap reports
 * its sender for harassment with the message attached; 'No, it's fine' hides the question.
 */
export function FlaggedMessageNotice({ messageId, senderId }: FlaggedMessageNoticeProps) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const [report, { isLoading, isSuccess, isError }] = useReportMemberMutation();
  if (dismissed) return null;

  const onReport = () =>
    void report({
      memberId,
      report_user_id: senderId,
      reason: 'harassment',
      message_ids: [messageId],
    });

  return (
    <div className="kinder-notice" data-testid={TEST_IDS.kinderNotice}>
      <p role="status" className="kinder-notice__text">
        {isSuccess ? t('kindness.reported') : t('kindness.question')}
      </p>
      {isError ? (
        <p role="alert" className="kinder-notice__error">
          {t('kindness.reportFailed')}
        </p>
      ) : null}
      <div className="kinder-notice__actions">
        {isSuccess ? null : (
          <button
            type="button"
            className="dating-button"
            aria-busy={isLoading}
            disabled={isLoading}
            onClick={onReport}
          >
            {t('kindness.report')}
          </button>
        )}
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => setDismissed(true)}
        >
          {isSuccess ? t('common.close') : t('kindness.notBothered')}
        </button>
      </div>
    </div>
  );
}
