import { ConfirmModal } from '@dating/ui/Modal';
import { type CallError } from '@dating/web';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's answer for a deactivated account signed in without confirming (409). */
function isDeactivated(error: unknown): boolean {
  return (error as Partial<CallError> | null)?.status === 409;
}

/**
 * A deactivated account comes back only once its member says so: `offer` takes a failed
 * sign-in and, when the account is deactivated, asks; Yes calls the `prompt`'s `onReactivate`,
 * which signs in again with `reactivate: 'true'`. Used by the e-mail and the social sign-in.
 */
export function useReactivationPrompt(): {
  /** True when `error` was a deactivated account: the member is now being asked. */
  offer: (error: unknown) => boolean;
  prompt: (onReactivate: () => void) => ReactNode;
} {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const offer = useCallback((error: unknown) => {
    const deactivated = isDeactivated(error);
    if (deactivated) setOpen(true);
    return deactivated;
  }, []);

  const prompt = (onReactivate: () => void) => (
    <ConfirmModal
      open={open}
      title={t('login.reactivateTitle')}
      yesLabel={t('login.reactivateYes')}
      noLabel={t('login.reactivateNo')}
      onYes={() => {
        setOpen(false);
        onReactivate();
      }}
      onNo={() => setOpen(false)}
    >
      <p>{t('login.reactivateText')}</p>
    </ConfirmModal>
  );

  return { offer, prompt };
}
