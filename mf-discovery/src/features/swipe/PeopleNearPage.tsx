import { LoadFailed, Loader } from '@dating/ui';
import { type PersonCard } from '@dating/contract';
import { useSession } from '@dating/web';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithLaterTexts } from '../../i18n/lazyWithLaterTexts';
import { TEST_IDS } from '../../testIds';
import { BoostControl } from '../boost/BoostControl';
import { rememberBrowsePage } from '../filter/filterPage';
import { FloatingMessage } from '../messages/FloatingMessage';
import { NoPeopleNearby } from '../own-profile/NoPeopleNearby';
import { useYourTurnQuery } from '../your-turn/yourTurnApi';
import { SwipeDeck } from './SwipeDeck';
import { useSwipeDeck } from './useSwipeDeck';
import './PeopleNearPage.css';

// Dialogs load when first opened: the swipe home's first paint carries only the deck.
const MatchModal = lazyWithLaterTexts(async () => (await import('../like/MatchModal')).MatchModal);
// Your Turn shows only past the admin's limit: its panel is not on the deck's first paint.
const YourTurnPanel = lazyWithLaterTexts(
  async () => (await import('../your-turn/YourTurnPanel')).YourTurnPanel,
);
// Asked only when the member's profile says so, after a nope.
const RemoveMatchesConfirm = lazyWithLaterTexts(
  async () => (await import('./RemoveMatchesConfirm')).RemoveMatchesConfirm,
);
const BlockConfirm = lazyWithLaterTexts(
  async () => (await import('../safety/BlockConfirm')).BlockConfirm,
);

/** People near you (spec section 2): the swipe home. */
export function PeopleNearPage() {
  const { t } = useTranslation();
  const swipe = useSwipeDeck();
  const { memberId } = useSession();
  // Only a turn that is the member's shows: the call going out and an answer of 'not your turn'
  // do not draw the deck again.
  const { waiting } = useYourTurnQuery(memberId, {
    refetchOnMountOrArgChange: true,
    selectFromResult: ({ data }) => ({
      waiting: data?.your_turn === 'true' ? data.waiting : undefined,
    }),
  });
  const [blocking, setBlocking] = useState<PersonCard | null>(null);
  useEffect(() => rememberBrowsePage('peopleNear'), []);

  let content;
  if (swipe.people.isLoading) content = <Loader label={t('common.loading')} />;
  else if (swipe.failed) {
    content = (
      <LoadFailed
        text={t('common.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={swipe.retry}
      />
    );
  } else if (waiting) {
    content = (
      <Suspense fallback={null}>
        <YourTurnPanel waiting={waiting} onClosed={swipe.showDone} />
      </Suspense>
    );
  } else if (swipe.empty) content = <NoPeopleNearby />;
  else {
    content = (
      <SwipeDeck
        people={swipe.deck}
        leaving={swipe.leaving}
        onCardLeft={swipe.onCardLeft}
        onSwipe={swipe.onSwipe}
        onRewind={swipe.rewind}
        canRewind={swipe.canRewind}
        busy={swipe.busy}
        onBlock={setBlocking}
        onSave={swipe.save}
      />
    );
  }

  return (
    // data-fills-screen: the shell's layout gives the page the screen's height (AppLayout.css),
    // so the card takes what the header and the buttons leave and the buttons stay in view.
    <section className="people-near" data-fills-screen="">
      <header className="people-near__header">
        <h1>{t('pages.peopleNear')}</h1>
        <BoostControl />
      </header>
      {swipe.widenedToKm && !swipe.empty ? (
        <p className="people-near__widened" role="status" data-testid={TEST_IDS.deckWidened}>
          {t('swipe.widened', { km: swipe.widenedToKm })}
        </p>
      ) : null}
      {content}
      <Suspense fallback={null}>
        {swipe.match ? <MatchModal match={swipe.match} onClose={swipe.closeMatch} /> : null}
        {swipe.askRemoveMatches ? (
          <RemoveMatchesConfirm onAnswer={swipe.answerRemoveMatches} />
        ) : null}
        {blocking ? (
          <BlockConfirm
            member={blocking}
            // The card has left the deck already (the people list's cache).
            onBlocked={() => undefined}
            onFailed={swipe.showFailure}
            onClose={() => setBlocking(null)}
          />
        ) : null}
      </Suspense>
      <FloatingMessage message={swipe.message} />
    </section>
  );
}
