import { EmptyState, Page } from '@dating/ui';
import { pathTo } from '@dating/contract';
import { useSession } from '@dating/web';
import { useDebouncedValue } from '@dating/ui/useDebouncedValue';
import { RecentlyUnmatched } from '@dating/ui/RecentlyUnmatched';
import { Select, TextField } from '@dating/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPending } from '../people/ListPending';
import { PeopleGrid } from '../people/PeopleGrid';
import { useFriendsQuery } from '../people/peopleListsApi';
import { LoadMoreButton } from '../people/LoadMoreButton';
import { useListLimit } from '../people/useListLimit';
import { useRecentUnmatchesQuery, useReportMemberMutation } from '../safety/safetyApi';
import '../people/PeopleGrid.css';
import './FriendsPage.css';

/** Typing pauses this long before the matches are searched. */
const SEARCH_DELAY_MS = 300;

/** Friends, the matches (spec section 2): all or online only, a search box and Load More. */
export function FriendsPage() {
  const { t } = useTranslation();
  const [report] = useReportMemberMutation();
  const { memberId } = useSession();
  const list = useListLimit();
  const [online, setOnline] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const {
    data: friends,
    isError,
    refetch,
  } = useFriendsQuery({ memberId, limit: list.limit, search, online });

  let content;
  if (!friends) content = <ListPending failed={isError} onRetry={() => void refetch()} />;
  else if (friends.length === 0) {
    content = <EmptyState title={t('friends.empty')} hint={t('friends.emptyHint')} />;
  } else {
    content = (
      <>
        <PeopleGrid
          blurred={false}
          people={friends}
          profilePath={(userId) => pathTo('friendProfile', { userId })}
        />
        {list.hasMore(friends.length) ? (
          <LoadMoreButton label={t('common.loadMore')} onClick={list.loadMore} />
        ) : null}
      </>
    );
  }

  return (
    <Page
      title={t('pages.friends')}
      actions={
        <div className="friends-page__tools">
          <Select
            label={t('friends.show')}
            hideLabel
            options={[
              { value: 'all', label: t('friends.all') },
              { value: 'online', label: t('friends.online') },
            ]}
            value={online ? 'online' : 'all'}
            onChange={(show) => {
              setOnline(show === 'online');
              list.reset();
            }}
          />
          <TextField
            type="search"
            label={t('friends.search')}
            hideLabel
            placeholder={t('friends.search')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              list.reset();
            }}
          />
          <RecentlyUnmatched
            label={t('safety.recentlyUnmatched')}
            useRecentUnmatches={useRecentUnmatchesQuery}
            onReport={(memberId, member, fields) =>
              report({ memberId, otherId: member.user_id, ...fields }).unwrap()
            }
          />
        </div>
      }
    >
      {content}
    </Page>
  );
}
