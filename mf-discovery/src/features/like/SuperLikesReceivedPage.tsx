import { pathTo } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { useFriendRequestsQuery } from '../people/peopleListsApi';
import { PeopleRequestsPage } from '../people/PeopleRequestsPage';
import { useListLimit } from '../people/useListLimit';

/** Super likes received (spec section 2), at /app/FriendRequests; never blurred. */
export function SuperLikesReceivedPage() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const list = useListLimit();
  const { data, isError, refetch } = useFriendRequestsQuery({
    memberId,
    limit: list.limit,
    type: 'superlike',
  });
  return (
    <PeopleRequestsPage
      title={t('pages.superLikesReceived')}
      answer={data}
      failed={isError}
      onRetry={() => void refetch()}
      empty={{ title: t('superLikes.empty'), hint: t('superLikes.emptyHint') }}
      profilePath={(userId) => pathTo('friendRequestProfile', { userId })}
      premiumSource="super-likes"
      blurredLabel={t('people.blurred')}
      hasMore={list.hasMore(data?.peoples.length ?? 0)}
      onLoadMore={list.loadMore}
      loadMoreLabel={t('common.loadMore')}
    />
  );
}
