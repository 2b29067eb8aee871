import { Loader } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../app/lazyPage';

/**
 * The steps, with the calls and RTK Query, come when the modal first opens: the login page
 * starts without RTK Query, whose evaluation was a slow phone's long task before it answered.
 */
const ForgotPasswordSteps = lazyPage(
  async () => (await import('./ForgotPasswordSteps')).ForgotPasswordSteps,
);

/**
 * Forgot Password? (spec section 2): the e-mail and Reset mail a code; the code and a new
 * password then set it. `onPasswordReset` gets the server's confirmation.
 */
export function ForgotPasswordModal({
  open,
  initialEmail,
  onClose,
  onPasswordReset,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
  onPasswordReset: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('forgotPassword.title')}
      onClose={onClose}
      closeLabel={t('forgotPassword.close')}
    >
      {/* Mounted only while open, so every opening starts from the e-mail step. */}
      <Suspense fallback={<Loader label={t('remote.loading')} />}>
        <ForgotPasswordSteps initialEmail={initialEmail} onPasswordReset={onPasswordReset} />
      </Suspense>
    </Modal>
  );
}
