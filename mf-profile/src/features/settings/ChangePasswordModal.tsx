import { useTimedMessage } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { useSession } from '@dating/web';
import {
  loadFormPasswordRule,
  validatePasswordChange,
  type PasswordChange,
} from '@dating/contract/validation';
import { TextField, FormMessage } from '@dating/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnProfile } from '../profile/useOwnProfile';
import { useChangePasswordMutation } from './settingsApi';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', retypePassword: '' };
const FIELDS = ['oldPassword', 'newPassword', 'retypePassword'] as const;

/**
 * Change Password (spec section 5): all three required, new differs from old, new equals the
 * re-typed one, and the new one passes the shared rule (strength, not the name or e-mail), as on
 * the server. Success closes the modal and clears the fields; a refusal shows the server's text.
 */
export function ChangePasswordModal({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { data: profile } = useOwnProfile();
  const message = useTimedMessage();
  const [change, setChange] = useState<PasswordChange>(EMPTY);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const close = () => {
    setChange(EMPTY);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordRule = await loadFormPasswordRule();
    const problem =
      validatePasswordChange(change) ??
      passwordRule(change.newPassword, {
        email: profile?.email ?? '',
        name: profile?.user_name ?? '',
      });
    if (problem) {
      message.fromClient(problem);
      return;
    }
    try {
      await changePassword({ memberId, ...change }).unwrap();
      setChange(EMPTY);
      onChanged();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <Modal
      open={open}
      title={t('settings.changePassword')}
      onClose={close}
      closeLabel={t('common.close')}
    >
      <form
        className="settings-password"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        // The password dictionaries download while the member types, not with the page.
        onFocus={() => void loadFormPasswordRule()}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`settings.${field}`)}
            type="password"
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            required
            value={change[field]}
            onChange={(event) => setChange({ ...change, [field]: event.target.value })}
          />
        ))}
        <FormMessage message={message.shown} />
        <button type="submit" className="dating-button" disabled={isLoading}>
          {t('common.save')}
        </button>
      </form>
    </Modal>
  );
}
