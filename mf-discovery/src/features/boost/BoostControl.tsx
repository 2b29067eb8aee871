import { eventBus, useSession, useSubscribeWhenPageIdle } from '@dating/web';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithLaterTexts } from '../../i18n/lazyWithLaterTexts';
import { TEST_IDS } from '../../testIds';
import { useAppDispatch } from '../../app/hooks';
import { boostApi } from './boostApi';
import type { BoostDialogState } from './BoostDialogs';
import { useMinutesLeft } from './useMinutesLeft';
import { Icon } from '@dating/ui';

// The dialogs and their texts load on the first press: the deck's first paint needs neither.
const BoostDialogs = lazyWithLaterTexts(async () => (await import('./BoostDialogs')).BoostDialogs);

const openPlans = () => eventBus.emit('boost-plans:open', { source: 'boost-control' });

/**
 * The boost button: asks webcheckboost, then shows 'Boost is active' with the time and boosts
 * left, offers one of the member's boosts (Cancel / Use Boost), or raises the plans to buy some;
 * any other answer shows nothing. While a boost runs, the button itself shows the minutes it has
 * left: that check starts once the page is idle, as it is not what the deck's first paint needs,
 * and only a running boost draws the button again.
 */
export function BoostControl() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<BoostDialogState>({ kind: 'closed' });
  const [checking, setChecking] = useState(false);
  useSubscribeWhenPageIdle(
    useCallback(
      () => dispatch(boostApi.endpoints.boostState.initiate(memberId)),
      [dispatch, memberId],
    ),
  );
  const { boostedUntil } = boostApi.endpoints.boostState.useQueryState(memberId, {
    selectFromResult: ({ data }) => ({
      boostedUntil: data?.status === 'true' ? data.boosted_until : undefined,
    }),
  });
  const minutesLeft = useMinutesLeft(boostedUntil);

  const check = async () => {
    setChecking(true);
    try {
      const answer = await dispatch(
        boostApi.endpoints.boostState.initiate(memberId, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      if (answer.status === 'true') setState({ kind: 'active', boostCount: answer.boost_count });
      else if (answer.boost_count > 0) {
        setState({ kind: 'available', boostCount: answer.boost_count });
      } else {
        setState({ kind: 'closed' });
        openPlans();
      }
    } catch {
      setState({ kind: 'closed' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="boost-button"
        aria-label={
          minutesLeft > 0 ? t('boost.activeButton', { count: minutesLeft }) : t('boost.button')
        }
        disabled={checking}
        data-testid={TEST_IDS.boostButton}
        onClick={() => void check()}
      >
        <Icon name="bolt" />
        {minutesLeft > 0 ? (
          <span className="boost-button__time" aria-hidden="true">
            {t('boost.minutesShort', { count: minutesLeft })}
          </span>
        ) : null}
      </button>
      {state.kind === 'closed' ? null : (
        <Suspense fallback={null}>
          <BoostDialogs
            state={state}
            memberId={memberId}
            minutesLeft={minutesLeft}
            onChange={setState}
            onPlans={openPlans}
          />
        </Suspense>
      )}
    </>
  );
}
