import { EmptyState, Page, useTimedMessage } from '@dating/ui';
import { pathTo } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { ListPending } from '../people/ListPending';
import { FloatingMessage } from '../messages/FloatingMessage';
import { LoadMoreButton } from '../people/LoadMoreButton';
import { PeopleGrid } from '../people/PeopleGrid';
import { useListLimit } from '../people/useListLimit';
import { useSavedListQuery, useUnsaveMemberMutation } from './savedListApi';
import '../people/PeopleGrid.css';
import './SavedPage.css';

/**
 * Saved (the product's own page): the members saved for later from the deck, latest first, each
 * with Remove; one who blocks the member or is banned is gone from it (the server's rule).
 */
export function SavedPage() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const list = useListLimit();
  const message = useTimedMessage();
  const { data: saved, isError, refetch } = useSavedListQuery({ memberId, limit: list.limit });
  const [unsave, { isLoading: removing }] = useUnsaveMemberMutation();

  const remove = async (otherId: number) => {
    try {
      const answer = await unsave({ memberId, otherId }).unwrap();
      message.fromServer(answer.message, 'success');
    } catch (error) {
      message.fromFailure(error);
    }
  };

  let content;
  if (!saved) content = <ListPending failed={isError} onRetry={() => void refetch()} />;
  else if (saved.length === 0) {
    content = <EmptyState title={t('saved.empty')} hint={t('saved.emptyHint')} />;
  } else {
    content = (
      <>
        <PeopleGrid
          blurred={false}
          people={saved}
          profilePath={(userId) => pathTo('peopleProfile', { userId })}
          action={(person) => (
            <button
              type="button"
              className="dating-button dating-button--ghost saved-page__remove"
              aria-label={t('saved.unsaveName', { name: person.user_name })}
              disabled={removing}
              onClick={() => void remove(person.user_id)}
            >
              {t('saved.unsave')}
            </button>
          )}
        />
        {list.hasMore(saved.length) ? (
          <LoadMoreButton label={t('common.loadMore')} onClick={list.loadMore} />
        ) : null}
      </>
    );
  }

  return (
    <Page title={t('pages.saved')}>
      {content}
      <FloatingMessage message={message.shown} />
    </Page>
  );
}
