import { pathTo } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { useFriendRequestsQuery } from '../people/peopleListsApi';
import { PeopleRequestsPage } from '../people/PeopleRequestsPage';
import { useListLimit } from '../people/useListLimit';

/**
 * Likes received (spec section 2), at /app/LikeRequests: blurred, unlinked cards for free
 * members, cards linked to the likers' profiles for premium.
 */
export function LikesReceivedPage() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const list = useListLimit();
  const { data, isError, refetch } = useFriendRequestsQuery({
    memberId,
    limit: list.limit,
    type: 'like',
  });
  return (
    <PeopleRequestsPage
      title={t('pages.likesReceived')}
      stickyHeader
      answer={data}
      failed={isError}
      onRetry={() => void refetch()}
      empty={{ title: t('likes.empty'), hint: t('likes.emptyHint') }}
      profilePath={(userId) => pathTo('likerProfile', { userId })}
      premiumSource="likes"
      blurredLabel={t('people.blurred')}
      hasMore={list.hasMore(data?.peoples.length ?? 0)}
      onLoadMore={list.loadMore}
      loadMoreLabel={t('likes.loadMore')}
    />
  );
}
