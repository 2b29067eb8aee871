import { eventBus, useSession } from '@dating/web';
import { Modal } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useActivateBoostMutation, useBoostStateQuery } from './boostApi';
import { useMinutesLeft } from './useMinutesLeft';

/** The boost modal's states (spec section 4, Boost); 'expired' is the payments remote's plans. */
type BoostState =
  | { kind: 'closed' }
  | { kind: 'active'; boostCount: number }
  | { kind: 'available'; boostCount: number }
  /** Any other answer: nothing is shown. */
  | { kind: 'error' };

const openPlans = () => eventBus.emit('boost-plans:open', { source: 'boost-control' });

/**
 * The boost button: asks webcheckboost, then shows 'Boost is active' with the time and boosts
 * left, offers one of the member's boosts (Cancel / Use Boost), or raises the plans to buy some.
 * While a boost runs, the button itself shows the minutes it has left.
 */
export function BoostControl() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [state, setState] = useState<BoostState>({ kind: 'closed' });
  const boost = useBoostStateQuery(memberId);
  const [activateBoost, { isLoading: activating }] = useActivateBoostMutation();
  const minutesLeft = useMinutesLeft(
    boost.data?.status === 'true' ? boost.data.boosted_until : undefined,
  );
  const close = () => setState({ kind: 'closed' });

  const check = async () => {
    try {
      const answer = await boost.refetch().unwrap();
      if (answer.status === 'true') setState({ kind: 'active', boostCount: answer.boost_count });
      else if (answer.boost_count > 0) {
        setState({ kind: 'available', boostCount: answer.boost_count });
      } else {
        close();
        openPlans();
      }
    } catch {
      setState({ kind: 'error' });
    }
  };

  const spendBoost = async () => {
    if (activating) return;
    try {
      const answer = await activateBoost(memberId).unwrap();
      setState({ kind: 'active', boostCount: answer.boost_count });
    } catch {
      close();
      openPlans();
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
        disabled={boost.isFetching}
        data-testid={TEST_IDS.boostButton}
        onClick={() => void check()}
      >
        <span aria-hidden="true">⚡</span>
        {minutesLeft > 0 ? (
          <span className="boost-button__time" aria-hidden="true">
            {t('boost.minutesShort', { count: minutesLeft })}
          </span>
        ) : null}
      </button>
      <Modal
        open={state.kind === 'active'}
        title={t('boost.activeTitle')}
        onClose={close}
        closeLabel={t('common.close')}
      >
        {minutesLeft > 0 ? <p>{t('boost.minutesLeft', { count: minutesLeft })}</p> : null}
        <p>{t('boost.remaining', { count: state.kind === 'active' ? state.boostCount : 0 })}</p>
      </Modal>
      <Modal
        open={state.kind === 'available'}
        title={t('boost.availableTitle')}
        onClose={close}
        footer={
          <>
            <button type="button" className="dating-button dating-button--ghost" onClick={close}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="dating-button"
              disabled={activating}
              onClick={() => void spendBoost()}
            >
              {t('boost.use')}
            </button>
          </>
        }
      >
        <p>{t('boost.available', { count: state.kind === 'available' ? state.boostCount : 0 })}</p>
      </Modal>
    </>
  );
}
