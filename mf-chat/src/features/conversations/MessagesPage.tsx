import {
  CHAT_FILTERS,
  CHAT_SORTS,
  type ChatFilter,
  type ChatListItem,
  type ChatSort,
} from '@dating/contract';
import { EmptyState, LoadFailed, Page } from '@dating/ui';
import { useSession } from '@dating/web';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { useDebouncedValue } from '@dating/ui/useDebouncedValue';
import { RecentlyUnmatched } from '@dating/ui/RecentlyUnmatched';
import { Select, TextField } from '@dating/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppOfTheDayPopup } from './AppOfTheDayPopup';
import { ConversationRow } from './ConversationRow';
import {
  FIRST_PAGE,
  useAppOfTheDayQuery,
  useChatListQuery,
  useRecentUnmatchesQuery,
  useToggleFavoriteMutation,
} from './conversationsApi';
import { useReportMemberMutation } from '../chat/chatApi';
import { NewMatchesStrip } from './NewMatchesStrip';
import { HiddenFolder } from '../hidden-folder/HiddenFolder';
import './MessagesPage.css';

/** The list asks again once typing in the search box pauses this long. */
const SEARCH_DELAY_MS = 300;

/** Messages (spec section 2): the conversations with filter, search, sort and Load More. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [report] = useReportMemberMutation();
  const { memberId, language } = useSession();
  const [filter, setFilter] = useState<ChatFilter>('All Chats');
  const [sort, setSort] = useState<ChatSort>('recent');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [limit, setLimit] = useState<number>(FIRST_PAGE);
  const [appOpen, setAppOpen] = useState(false);
  const { data, isFetching, isError, refetch } = useChatListQuery({
    memberId,
    filter,
    search,
    sort,
    limit,
    section: 'conversations',
  });
  const { data: app } = useAppOfTheDayQuery(language);
  const [toggleFavorite] = useToggleFavoriteMutation();

  // A new filter, sort or search starts again from the first page.
  const fromFirstPage = () => setLimit(FIRST_PAGE);
  const onFavorite = (item: ChatListItem) =>
    void toggleFavorite({ memberId, userId: item.user_id });

  let list;
  if (!data && isError) {
    list = (
      <LoadFailed
        text={t('list.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) list = <LoadingSkeleton label={t('common.loading')} layout="list" />;
  else if (!data.matches.length)
    list = <EmptyState title={t('list.empty')} hint={t('list.emptyHint')} />;
  else {
    list = (
      <>
        <ul className="conversations" aria-label={t('pages.messages')}>
          {data.matches.map((item) => (
            <ConversationRow key={item.chat_id} item={item} onToggleFavorite={onFavorite} />
          ))}
        </ul>
        {data.total > limit ? (
          <button
            type="button"
            className="dating-button dating-button--ghost messages-page__more"
            disabled={isFetching}
            onClick={() => setLimit(limit + FIRST_PAGE)}
          >
            {t('list.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    // The shell's top bar holds the one menu button on small screens (spec: a sidebar toggler).
    <Page title={t('pages.messages')} className="messages-page">
      <div className="messages-page__tools">
        <Select
          label={t('list.filter')}
          options={CHAT_FILTERS.map((value) => ({ value, label: t(`list.filters.${value}`) }))}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            fromFirstPage();
          }}
        />
        <Select
          label={t('list.sort')}
          options={CHAT_SORTS.map((value) => ({ value, label: t(`list.sorts.${value}`) }))}
          value={sort}
          onChange={(value) => {
            setSort(value);
            fromFirstPage();
          }}
        />
        <form
          role="search"
          className="messages-page__search"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            type="search"
            label={t('list.search')}
            hideLabel
            placeholder={t('list.search')}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              fromFirstPage();
            }}
          />
        </form>
        <RecentlyUnmatched
          label={t('list.recentlyUnmatched')}
          useRecentUnmatches={useRecentUnmatchesQuery}
          onReport={(memberId, member, fields) =>
            report({ memberId, report_user_id: member.user_id, ...fields }).unwrap()
          }
        />
      </div>
      {app?.app_settings === 'enable' ? (
        <>
          <button type="button" className="messages-page__app" onClick={() => setAppOpen(true)}>
            {app.images[0] ? <img src={app.images[0]} alt="" /> : null}
            <span>
              <strong>{t('appOfTheDay.entry')}</strong>
              <span>{app.title}</span>
            </span>
          </button>
          <AppOfTheDayPopup app={app} open={appOpen} onClose={() => setAppOpen(false)} />
        </>
      ) : null}
      <NewMatchesStrip />
      {list}
      <HiddenFolder />
    </Page>
  );
}
