import { isRtl, useSession } from '@dating/web';
import {
  VERIFICATION_POSES,
  type PendingVerification,
  type VerificationDecision,
  type VerificationPose,
} from '@dating/contract';
import { messageKeyOf } from '@dating/contract/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolePaths } from '../console/consolePaths';
import { formatAge } from '../console/formatAge';
import { DecisionQueuePage } from '../console/DecisionQueuePage';
import {
  useDecideVerificationMutation,
  useModerationVerificationsQuery,
  VERIFICATIONS_PAGE_SIZE,
} from './verificationsApi';

interface Deciding {
  member: { id: number; name: string };
  decision: VerificationDecision;
}

const isPose = (pose: string): pose is VerificationPose =>
  (VERIFICATION_POSES as readonly string[]).includes(pose);

/**
 * One camera frame beside the member's photos, with the poses asked, why it waits beyond an
 * uncertain match, and Approve / Refuse.
 */
function VerificationItem({
  item,
  onDecide,
}: {
  item: PendingVerification;
  onDecide: (deciding: Deciding) => void;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const paths = useConsolePaths();
  const { member } = item;
  const name = member.user_name;
  const translate = t as unknown as (key: string) => string;
  const reasonKey = messageKeyOf(item.review_reason ?? '');
  const reason = reasonKey ? translate(`messages.${reasonKey}`) : item.review_reason;
  const poses = item.pose
    .split(',')
    .map((pose) => (isPose(pose) ? t(`verifications.poses.${pose}`) : pose))
    // The arrow points the way the poses are read: leftwards in right-to-left text.
    .join(isRtl(language) ? ' ← ' : ' → ');
  const decide = (decision: VerificationDecision) =>
    onDecide({ member: { id: member.user_id, name }, decision });
  return (
    <li className="moderation__card moderation__verification" aria-label={name}>
      <p className="moderation__entry-head">
        <Link to={paths.caseOf(member.user_id)} className="moderation__member-link">
          {name}
        </Link>{' '}
        <span className="moderation__muted">
          {t('verifications.submitted', { age: formatAge(item.submitted_at, language) })}
        </span>
      </p>
      <dl className="moderation__facts">
        <dt>{t('verifications.pose')}</dt>
        <dd>{poses}</dd>
        {reason ? (
          <>
            <dt>{t('verifications.reviewReason')}</dt>
            <dd>{reason}</dd>
          </>
        ) : null}
        <dt>{t('verifications.similarity')}</dt>
        <dd>
          {item.similarity === null
            ? t('verifications.notCompared')
            : t('verifications.similarityValue', { percent: Math.round(item.similarity * 100) })}
        </dd>
      </dl>
      <ul className="moderation__photos" aria-label={t('verifications.compare')}>
        <li className="moderation__photo">
          <img src={item.selfie} alt={t('verifications.selfieOf', { name })} />
          <span className="moderation__muted">{t('verifications.selfie')}</span>
        </li>
        {item.photos.map((photo, index) => (
          <li key={photo.photo_id} className="moderation__photo">
            <img
              src={photo.url}
              alt={t('case.photoOf', { number: index + 1, name })}
              loading="lazy"
            />
            {photo.main ? <span className="moderation__muted">{t('case.mainPhoto')}</span> : null}
          </li>
        ))}
      </ul>
      {item.photos.length === 0 ? <p className="moderation__muted">{t('case.noPhotos')}</p> : null}
      <div className="moderation__toolbar" role="group" aria-label={t('verifications.decision')}>
        <button type="button" className="dating-button" onClick={() => decide('approve')}>
          {t('verifications.approve')}
        </button>
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => decide('refuse')}
        >
          {t('verifications.refuse')}
        </button>
      </div>
    </li>
  );
}

/**
 * The selfies the models could not decide on, the longest waiting first: each beside the
 * member's photos, approved (the member gets the badge) or refused with a note.
 */
export function VerificationsPage() {
  const { t } = useTranslation();
  const [decideVerification] = useDecideVerificationMutation();
  return (
    <DecisionQueuePage<PendingVerification, Deciding>
      title={t('verifications.title')}
      useQueue={useModerationVerificationsQuery}
      pageSize={VERIFICATIONS_PAGE_SIZE}
      empty={{ title: t('verifications.empty'), hint: t('verifications.emptyHint') }}
      ordered
      listClassName="moderation__list"
      renderItem={(item, onDecide) => (
        <VerificationItem key={item.member.user_id} item={item} onDecide={onDecide} />
      )}
      textsOf={({ member, decision }) => ({
        title: t(`verifications.titles.${decision}`, { name: member.name }),
        explain: t(`verifications.explain.${decision}`),
        noteHint: t(`verifications.noteHint.${decision}`),
      })}
      decide={async ({ member, decision }, note) => {
        await decideVerification({ member_id: member.id, decision, note }).unwrap();
        return t(`verifications.done.${decision}`, { name: member.name });
      }}
    />
  );
}
