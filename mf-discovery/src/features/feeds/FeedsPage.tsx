import { EmptyState, Icon, IsolatedSentence, Page } from '@dating/ui';
import { useSession } from '@dating/web';
import { type FeedItem } from '@dating/contract';
import { formatDate } from '@dating/contract/formatDate';
import { useTranslation } from 'react-i18next';
import { ListPending } from '../people/ListPending';
import { TEST_IDS } from '../../testIds';
import { useOpenChat } from '../like/useOpenChat';
import { LoadMoreButton } from '../people/LoadMoreButton';
import { useListLimit } from '../people/useListLimit';
import { FALLBACK_PHOTO } from '../photos/PhotoSlider';
import { useFeedsQuery, useLikeFeedMutation } from './feedsApi';
import '../people/PeopleGrid.css';
import './FeedsPage.css';

function FeedCard({
  feed,
  onLike,
  onChat,
}: {
  feed: FeedItem;
  onLike: () => void;
  onChat: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const liked = feed.liked === 'true';
  return (
    <li className="feed-card" data-testid={TEST_IDS.feedItem}>
      <header className="feed-card__header">
        <img className="feed-card__avatar" src={feed.user_image || FALLBACK_PHOTO} alt="" />
        <p>
          <IsolatedSentence
            values={{ name: feed.user_name, content: feed.feed_content }}
            sentence={(slots) => t(`feeds.changed.${feed.feed_type}`, slots)}
          />
        </p>
      </header>
      {feed.feed_content_images.length > 0 ? (
        <div className="feed-card__images">
          {feed.feed_content_images.map((image) => (
            <img key={image} src={image} alt={t('feeds.photoAlt', { name: feed.user_name })} />
          ))}
        </div>
      ) : null}
      <footer className="feed-card__actions">
        <time dateTime={feed.feed_time}>{formatDate(feed.feed_time, language, 'dateTime')}</time>
        <button
          type="button"
          className="feed-card__like"
          aria-pressed={liked}
          disabled={liked}
          onClick={onLike}
        >
          {liked ? t('feeds.liked') : t('feeds.like')}
        </button>
        <button
          type="button"
          className="dating-button dating-button--ghost"
          aria-label={t('feeds.chat', { name: feed.user_name })}
          onClick={onChat}
        >
          <Icon name="chat" />
        </button>
      </footer>
    </li>
  );
}

/** Feeds (spec section 2): matches' profile changes, liked once, with a way to chat. */
export function FeedsPage() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const list = useListLimit();
  const { data: feeds, isError, refetch } = useFeedsQuery({ memberId, limit: list.limit });
  const [likeFeed] = useLikeFeedMutation();
  const { openChat } = useOpenChat();

  let content;
  if (!feeds) content = <ListPending failed={isError} onRetry={() => void refetch()} />;
  else if (feeds.length === 0) content = <EmptyState title={t('feeds.empty')} />;
  else {
    content = (
      <>
        <ul className="feed-list">
          {feeds.map((feed) => (
            <FeedCard
              key={feed.feed_id}
              feed={feed}
              onLike={() => void likeFeed({ memberId, feedId: feed.feed_id, limit: list.limit })}
              onChat={() => void openChat(feed.user_id)}
            />
          ))}
        </ul>
        {list.hasMore(feeds.length) ? (
          <LoadMoreButton label={t('common.loadMore')} onClick={list.loadMore} />
        ) : null}
      </>
    );
  }

  return <Page title={t('pages.feeds')}>{content}</Page>;
}
