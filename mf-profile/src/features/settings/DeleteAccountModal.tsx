import { eventBus, useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { MESSAGES } from '@dating/contract/messages';
import { TextField, FormMessage } from '@dating/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccountMutation } from './settingsApi';

/** What webremoveaccount erases (server: the member's row, whose rows cascade, photo files, sessions). */
const ERASED = ['profile', 'activity', 'purchases', 'sessions'] as const;
/** What outlives the account (chats are set null, the payment ledger keeps its rows). */
const KEPT = ['chats', 'payments', 'moderation'] as const;

/**
 * Delete account, for good: says what goes and what stays, offers deactivation as the way to
 * take a break, and asks for the password, which the server requires before deleting.
 */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const message = useTimedMessage();
  const [password, setPassword] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const close = () => {
    setPassword('');
    message.clear();
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      message.fromClient(MESSAGES.fillTheDetails);
      return;
    }
    try {
      await deleteAccount({ memberId, password }).unwrap();
      // The server ended every session of the account: the shell clears its own and goes to /login.
      eventBus.emit('session:expired', undefined);
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <Modal
      open={open}
      title={t('settings.deletion.title')}
      onClose={close}
      closeLabel={t('common.close')}
    >
      <form className="settings-deletion" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{t('settings.deletion.erasedIntro')}</p>
        <ul>
          {ERASED.map((item) => (
            <li key={item}>{t(`settings.deletion.erased.${item}`)}</li>
          ))}
        </ul>
        <p>{t('settings.deletion.keptIntro')}</p>
        <ul>
          {KEPT.map((item) => (
            <li key={item}>{t(`settings.deletion.kept.${item}`)}</li>
          ))}
        </ul>
        <p>{t('settings.deletion.breakInstead')}</p>
        <TextField
          label={t('settings.deletion.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormMessage message={message.shown} />
        <div className="settings-deletion__actions">
          <button type="button" className="dating-button dating-button--ghost" onClick={close}>
            {t('settings.deletion.cancel')}
          </button>
          <button
            type="submit"
            className="dating-button settings-deletion__confirm"
            disabled={isLoading}
          >
            {t('settings.deletion.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
