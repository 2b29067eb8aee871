import { ConfirmModal } from '@dating/ui/Modal';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { signOut } from '../session/signOut';

/** Log out's "are you sure?": a chunk of its own, loaded on the click, as no page opens with it. */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ConfirmModal
      open
      title={t('sidebar.logoutConfirm')}
      yesLabel={t('sidebar.yes')}
      noLabel={t('sidebar.no')}
      onYes={() => {
        onClose();
        void dispatch(signOut());
      }}
      onNo={onClose}
    />
  );
}
