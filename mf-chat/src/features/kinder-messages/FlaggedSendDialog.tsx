import { Modal } from '@dating/ui/Modal';
import { useTranslation } from 'react-i18next';
import './kinderMessages.css';

export interface FlaggedSendDialogProps {
  /** The text the server flagged and did not store; null while nothing waits. */
  message: string | null;
  onSendAnyway: () => void;
  /** Also Escape and the backdrop: the text goes back to the composer, never lost. */
  onEdit: () => void;
}

/** 'Are you sure?': a text the kindness check flagged waits for its sender's choice. */
export function FlaggedSendDialog({ message, onSendAnyway, onEdit }: FlaggedSendDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={message !== null}
      title={t('kindness.confirmTitle')}
      onClose={onEdit}
      className="kinder-dialog"
      footer={
        <>
          <button type="button" className="dating-button dating-button--ghost" onClick={onEdit}>
            {t('kindness.edit')}
          </button>
          <button type="button" className="dating-button" onClick={onSendAnyway}>
            {t('kindness.sendAnyway')}
          </button>
        </>
      }
    >
      <p>{t('kindness.confirmBody')}</p>
      <blockquote className="kinder-dialog__quote" dir="auto">
        {message}
      </blockquote>
    </Modal>
  );
}
