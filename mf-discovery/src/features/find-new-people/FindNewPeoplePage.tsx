import { pathTo } from '@dating/contract';
import { useSession } from '@dating/web';
import { Icon, Page } from '@dating/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPending } from '../people/ListPending';
import { Link } from 'react-router-dom';
import { rememberBrowsePage } from '../filter/filterPage';
import { NoPeopleNearby } from '../own-profile/NoPeopleNearby';
import { PeopleGrid } from '../people/PeopleGrid';
import { PremiumPrompt } from '../premium/PremiumPrompt';
import { usePremiumGate } from '../premium/usePremiumGate';
import { usePeopleQuery } from '../swipe/swipeApi';
import '../people/PeopleGrid.css';

/** Find new people (spec section 2): the nearby people as a grid, as soon as they arrive. */
export function FindNewPeoplePage() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { premium } = usePremiumGate();
  const { data, isError, refetch } = usePeopleQuery(memberId);
  const people = data?.peoples;
  useEffect(() => rememberBrowsePage('findNewPeople'), []);

  let content;
  if (!people) content = <ListPending failed={isError} onRetry={() => void refetch()} />;
  else if (people.length === 0) content = <NoPeopleNearby />;
  else {
    content = (
      <PeopleGrid
        blurred={false}
        people={people}
        profilePath={(userId) => pathTo('peopleProfile', { userId })}
      />
    );
  }

  return (
    <Page
      title={t('pages.findNewPeople')}
      actions={
        <Link to={pathTo('filter')} className="filter-link" aria-label={t('findNewPeople.filter')}>
          <Icon name="filters" />
        </Link>
      }
    >
      {premium !== false ? null : (
        <PremiumPrompt source="find-new-people" text={t('findNewPeople.premiumPrompt')} />
      )}
      {content}
    </Page>
  );
}
