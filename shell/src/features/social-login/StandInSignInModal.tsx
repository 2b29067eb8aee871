import { Loader } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../app/lazyPage';
import type { ProviderProfile } from './facebookSdk';

/** The form, with its call and RTK Query, comes when the modal first opens (ForgotPasswordModal). */
const StandInSignInForm = lazyPage(
  async () => (await import('./StandInSignInForm')).StandInSignInForm,
);

/**
 * The local stand-in's "Facebook popup" (a development server without Facebook keys): a name and
 * an address become a test identity this machine's server signs, so the social sign-in can be
 * tried offline. Labelled as such, so nobody takes it for Facebook.
 */
export function StandInSignInModal({
  open,
  onClose,
  onSignedIn,
}: {
  open: boolean;
  onClose: () => void;
  onSignedIn: (profile: ProviderProfile) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('social.standIn.title')}
      onClose={onClose}
      closeLabel={t('social.standIn.close')}
    >
      {/* Mounted only while open, so every opening starts empty. */}
      <Suspense fallback={<Loader label={t('remote.loading')} />}>
        <StandInSignInForm onSignedIn={onSignedIn} />
      </Suspense>
    </Modal>
  );
}
