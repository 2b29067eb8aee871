import { Loader } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { useTranslation } from 'react-i18next';

/**
 * What an opened widget shows while its remote loads: a chunk of its own, loaded with the
 * widget, as no page opens with a dialog.
 */
export function WidgetLoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('remote.loading')} onClose={onClose}>
      <Loader label={t('remote.loading')} />
    </Modal>
  );
}
