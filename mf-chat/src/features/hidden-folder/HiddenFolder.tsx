import { pathTo, type HiddenItem } from '@dating/contract';
import { formatDate } from '@dating/contract/formatDate';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { useSession } from '@dating/web';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHiddenFolderQuery } from './hiddenFolderApi';
import './HiddenFolder.css';

// Loaded once the folder is opened: nothing of it weighs on the conversations' first screen.
const HiddenItemActions = lazy(async () => ({
  default: (await import('./HiddenItemActions')).HiddenItemActions,
}));

/**
 * The Hidden folder below the conversations: opening messages and like comments that held one of
 * the member's hidden words (the server put them here; no notification told of them). Closed at
 * first and read only once opened, so nothing of it shows unasked.
 */
export function HiddenFolder() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="hidden-folder"
      data-testid="hidden-folder"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="hidden-folder__summary">{t('hiddenFolder.title')}</summary>
      <p className="hidden-folder__hint">{t('hiddenFolder.hint')}</p>
      {open ? <HiddenItems /> : null}
    </details>
  );
}

function HiddenItems() {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const { data: items, refetch } = useHiddenFolderQuery(memberId, {
    refetchOnMountOrArgChange: true,
  });
  if (!items) return <LoadingSkeleton label={t('common.loading')} layout="list" />;
  if (items.length === 0) return <p>{t('hiddenFolder.empty')}</p>;
  return (
    <ul className="hidden-folder__list" aria-label={t('hiddenFolder.title')}>
      {items.map((item) => (
        <li key={`${item.kind}-${item.user_id}-${item.chatTime}`} data-testid="hidden-item">
          {item.user_image ? <img src={item.user_image} alt="" /> : null}
          <div className="hidden-folder__body">
            <p className="hidden-folder__who">
              <bdi>{item.user_name}</bdi>
              <small>
                {item.kind === 'like_comment'
                  ? t('hiddenFolder.likeComment')
                  : t('hiddenFolder.message')}
                {' · '}
                {formatDate(item.chatTime * 1000, language)}
              </small>
            </p>
            <p className="hidden-folder__text" dir="auto">
              {item.message}
            </p>
            {item.chat_id > 0 ? <OpenChat item={item} /> : null}
            <Suspense fallback={null}>
              <HiddenItemActions item={item} onBlocked={() => void refetch()} />
            </Suspense>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Answering moves the chat to the conversations: its next messages are no longer hidden. */
function OpenChat({ item }: { item: HiddenItem }) {
  const { t } = useTranslation();
  return (
    <Link
      className="hidden-folder__open"
      to={pathTo('chat', { userId: item.user_id, chatId: item.chat_id })}
    >
      {t('hiddenFolder.openChat', { name: item.user_name })}
    </Link>
  );
}
