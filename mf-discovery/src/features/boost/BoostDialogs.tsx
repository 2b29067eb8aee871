import { Modal } from '@dating/ui/Modal';
import { useTranslation } from 'react-i18next';
import { useActivateBoostMutation } from './boostActivateApi';

/** The boost modal's open states (spec section 4, Boost); closed shows neither dialog. */
export type BoostDialogState =
  | { kind: 'closed' }
  | { kind: 'active'; boostCount: number }
  | { kind: 'available'; boostCount: number };

interface BoostDialogsProps {
  state: BoostDialogState;
  memberId: number;
  minutesLeft: number;
  onChange: (state: BoostDialogState) => void;
  /** No boost could be spent: the payments remote's plans instead. */
  onPlans: () => void;
}

/**
 * 'Boost is active' with the time and boosts left, or one of the member's boosts offered (Cancel
 * / Use Boost). Loaded on the first press of the boost button: the deck's first paint needs
 * neither dialog.
 */
export function BoostDialogs({
  state,
  memberId,
  minutesLeft,
  onChange,
  onPlans,
}: BoostDialogsProps) {
  const { t } = useTranslation();
  const [activateBoost, { isLoading: activating }] = useActivateBoostMutation();
  const close = () => onChange({ kind: 'closed' });

  const spendBoost = async () => {
    if (activating) return;
    try {
      const answer = await activateBoost(memberId).unwrap();
      onChange({ kind: 'active', boostCount: answer.boost_count });
    } catch {
      close();
      onPlans();
    }
  };

  return (
    <>
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
