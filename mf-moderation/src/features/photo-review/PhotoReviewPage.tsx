import { useSession } from '@dating/web';
import { type PhotoDecision, type UncertainPhoto } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
 * The profile photos the explicit-image detector was unsure of (kept, shown to members), the
 * oldest first: each kept (marked safe) or removed, with a note for the audit log.
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
