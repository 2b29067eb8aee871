import {
  EmptyState,
  Loader,
  Page,
  useSession,
  type PhotoDecision,
  type UncertainPhoto,
} from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolePaths } from '../console/consolePaths';
import { formatAge } from '../console/formatAge';
import { LoadFailed } from '../console/LoadFailed';
import { NoteDialog } from '../console/NoteDialog';
import { Pager } from '../console/Pager';
import { usePageParam } from '../console/usePageParam';
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
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, refetch } = useUncertainPhotosQuery(page);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [decide] = useDecidePhotoMutation();

  let content;
  if (isLoading) content = <Loader label={t('console.loading')} />;
  else if (error || !data) content = <LoadFailed error={error} onRetry={() => void refetch()} />;
  else if (data.items.length === 0) {
    content = <EmptyState title={t('photoReview.empty')} hint={t('photoReview.emptyHint')} />;
  } else {
    content = (
      <>
        <ul className="moderation__photos">
          {data.items.map((item) => (
            <PhotoItem
              key={item.photo.photo_id}
              item={item}
              onDecide={(chosen) => {
                setDone(null);
                setDeciding(chosen);
              }}
            />
          ))}
        </ul>
        <Pager page={page} pageSize={PHOTOS_PAGE_SIZE} total={data.total} onPage={setPage} />
      </>
    );
  }
  return (
    <Page title={t('photoReview.title')}>
      {done ? (
        <p role="status" className="dating-form-message dating-form-message--success">
          {done}
        </p>
      ) : null}
      {content}
      {deciding ? (
        <NoteDialog
          title={t(`photoReview.titles.${deciding.decision}`, {
            name: deciding.item.member.user_name,
          })}
          explain={t(`photoReview.explain.${deciding.decision}`)}
          noteHint={t('photoReview.noteHint')}
          onClose={() => setDeciding(null)}
          onSubmit={async (note) => {
            const { item, decision } = deciding;
            await decide({ photo_id: item.photo.photo_id, decision, note }).unwrap();
            setDone(t(`photoReview.done.${decision}`, { name: item.member.user_name }));
            setDeciding(null);
          }}
        />
      ) : null}
    </Page>
  );
}
