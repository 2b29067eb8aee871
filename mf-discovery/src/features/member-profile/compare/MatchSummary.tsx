import { MIN_COMMON_QUESTIONS, pathTo, type MemberProfileDetail } from '@dating/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const CompareAnswersDialog = lazy(async () => ({
  default: (await import('./CompareAnswersDialog')).CompareAnswersDialog,
}));

/**
 * The compatibility percentage on a member's profile, or why there is none yet, with "Compare
 * answers" (its dialog a chunk of its own) and a way to answer more questions.
 */
export function MatchSummary({ member }: { member: MemberProfileDetail }) {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  const percent = member.match_percent;
  return (
    <section className="member-profile__match" aria-labelledby="member-profile-match">
      <h2 id="member-profile-match">{t('compare.title')}</h2>
      <p>
        {percent === undefined
          ? t('compare.tooFew', { count: MIN_COMMON_QUESTIONS })
          : t('compare.percent', { percent })}
      </p>
      <div className="member-profile__match-actions">
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => setComparing(true)}
        >
          {t('compare.open')}
        </button>
        <Link to={pathTo('questions')} className="dating-button dating-button--ghost">
          {t('compare.answerMore')}
        </Link>
      </div>
      {comparing ? (
        <Suspense fallback={null}>
          <CompareAnswersDialog
            memberId={member.user_id}
            name={member.user_name}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
