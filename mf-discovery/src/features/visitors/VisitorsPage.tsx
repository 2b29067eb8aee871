import { pathTo } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { useVisitorsQuery } from '../people/peopleListsApi';
import { PeopleRequestsPage } from '../people/PeopleRequestsPage';
import { useListLimit } from '../people/useListLimit';

/** Visitors (spec section 2): blurred for free members, linked to their profiles for premium. */
export function VisitorsPage() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const list = useListLimit();
  const { data, isError, refetch } = useVisitorsQuery({ memberId, limit: list.limit });
  return (
    <PeopleRequestsPage
      title={t('pages.visitors')}
      answer={data}
      failed={isError}
      onRetry={() => void refetch()}
      empty={{ title: t('visitors.empty'), hint: t('visitors.emptyHint') }}
      profilePath={(userId) => pathTo('visitorProfile', { userId })}
      premiumSource="visitors"
      blurredLabel={t('people.blurredVisitor')}
      hasMore={list.hasMore(data?.peoples.length ?? 0)}
      onLoadMore={list.loadMore}
      loadMoreLabel={t('common.loadMore')}
    />
  );
}
