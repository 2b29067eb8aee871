import { useSession } from '@dating/web';
import { type PhotoDecision, type UncertainPhoto } from '@dating/contract';
import { messageKeyOf } from '@dating/contract/messages';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActionDialog } from '../case/ActionDialog';
import { useConsolePaths } from '../console/consolePaths';
import { formatAge } from '../console/formatAge';
import { DecisionQueuePage } from '../console/DecisionQueuePage';
import {
  PHOTOS_PAGE_SIZE,
  useDecidePhotoMutation,
  useUncertainPhotosQuery,
} from './photoReviewApi';

interface Deciding {
  item: UncertainPhoto;
  decision: PhotoDecision;
}

/**
 * Why the screening held the photo, with what it found: the text and QR codes read in it, the
 * contacts in them, and the other members' photos it copies or whose face it shows.
 */
function PhotoEvidence({ item }: { item: UncertainPhoto }) {
  const { t } = useTranslation();
  const paths = useConsolePaths();
  /** The member whose photo it matches, to ban (the case's ban: reason, note, audit log). */
  const [banning, setBanning] = useState<{ id: number; name: string } | null>(null);
  const [banned, setBanned] = useState<string | null>(null);
  const translate = t as unknown as (key: string) => string;
  const reasonKey = messageKeyOf(item.held_reason ?? '');
  const reason = reasonKey ? translate(`messages.${reasonKey}`) : item.held_reason;
  const matches = item.matches ?? [];
  const facts = [
    [t('photoReview.heldReason'), reason],
    [t('photoReview.imageText'), item.image_text],
    [t('photoReview.qrCodes'), item.qr_payloads?.join('\n')],
    [t('photoReview.contacts'), item.contacts?.join(', ')],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (facts.length === 0 && matches.length === 0) return null;
  return (
    <section aria-label={t('photoReview.evidence')}>
      <dl className="moderation__facts">
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd className="moderation__evidence">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {matches.length > 0 ? (
        <ul className="moderation__photos" aria-label={t('photoReview.matches')}>
          {matches.map((match) => {
            const other = match.member.user_name;
            return (
              <li key={match.photo.photo_id} className="moderation__photo">
                <img
                  src={match.photo.url}
                  alt={t('photoReview.matchOf', { name: other })}
                  loading="lazy"
                />
                <Link to={paths.caseOf(match.member.user_id)} className="moderation__member-link">
                  {other}
                </Link>
                {match.banned ? ` (${t('photoReview.banned')})` : null}
                <span className="moderation__muted">
                  {match.distance_bits !== null
                    ? t('photoReview.bitsApart', { bits: match.distance_bits })
                    : t('photoReview.faceAlike', {
                        percent: Math.round((match.face_similarity ?? 0) * 100),
                      })}
                </span>
                {match.banned ? null : (
                  <button
                    type="button"
                    className="dating-button dating-button--ghost"
                    onClick={() => setBanning({ id: match.member.user_id, name: other })}
                  >
                    {t('action.titles.ban', { name: other })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {banned ? (
        <p role="status" className="dating-form-message dating-form-message--success">
          {banned}
        </p>
      ) : null}
      {banning ? (
        <ActionDialog
          member={banning}
          chosen={{ kind: 'ban' }}
          suggestedReason="fake_profile"
          onClose={() => setBanning(null)}
          onDone={() => {
            setBanned(t('action.done.ban', { name: banning.name }));
            setBanning(null);
          }}
        />
      ) : null}
    </section>
  );
}

function PhotoItem({
  item,
  onDecide,
}: {
  item: UncertainPhoto;
  onDecide: (deciding: Deciding) => void;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const paths = useConsolePaths();
  const name = item.member.user_name;
  return (
    <li
      className="moderation__card moderation__photo"
      aria-label={t('photoReview.photoOf', { name })}
    >
      <img src={item.photo.url} alt={t('photoReview.photoOf', { name })} loading="lazy" />
      <p className="moderation__entry-head">
        <Link to={paths.caseOf(item.member.user_id)} className="moderation__member-link">
          {name}
        </Link>{' '}
        <span className="moderation__muted">
          {t('photoReview.uploaded', { age: formatAge(item.uploaded_at, language) })}
        </span>
      </p>
      {item.explicit_score !== null ? (
        <p>{t('photoReview.score', { percent: Math.round(item.explicit_score * 100) })}</p>
      ) : null}
      <PhotoEvidence item={item} />
      <div className="moderation__toolbar" role="group" aria-label={t('photoReview.decision')}>
        <button
          type="button"
          className="dating-button"
          onClick={() => onDecide({ item, decision: 'keep' })}
        >
          {t('photoReview.keep')}
        </button>
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => onDecide({ item, decision: 'remove' })}
        >
          {t('photoReview.remove')}
        </button>
      </div>
    </li>
  );
}

/**
 * The profile photos the explicit-image detector was unsure of (kept, shown to members) or the
 * screening held (with its evidence), the oldest first: each kept (marked safe) or removed, with
 * a note for the audit log.
 */
export function PhotoReviewPage() {
  const { t } = useTranslation();
  const [decidePhoto] = useDecidePhotoMutation();
  return (
    <DecisionQueuePage<UncertainPhoto, Deciding>
      title={t('photoReview.title')}
      useQueue={useUncertainPhotosQuery}
      pageSize={PHOTOS_PAGE_SIZE}
      empty={{ title: t('photoReview.empty'), hint: t('photoReview.emptyHint') }}
      listClassName="moderation__photos"
      renderItem={(item, onDecide) => (
        <PhotoItem key={item.photo.photo_id} item={item} onDecide={onDecide} />
      )}
      textsOf={({ item, decision }) => ({
        title: t(`photoReview.titles.${decision}`, { name: item.member.user_name }),
        explain: t(`photoReview.explain.${decision}`),
        noteHint: t('photoReview.noteHint'),
      })}
      decide={async ({ item, decision }, note) => {
        await decidePhoto({ photo_id: item.photo.photo_id, decision, note }).unwrap();
        return t(`photoReview.done.${decision}`, { name: item.member.user_name });
      }}
    />
  );
}
