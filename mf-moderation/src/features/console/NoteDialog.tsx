import { type ShownMessage } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { TextArea, FormMessage } from '@dating/ui/forms';
import { MAX_MODERATION_NOTE } from '@dating/contract/moderation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from './callErrors';

interface NoteDialogProps {
  title: string;
  /** What the decision does. */
  explain: string;
  /** Who reads the note. */
  noteHint: string;
  /** Sends the decision with its note; rejects with the call's failure, shown in the dialog. */
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A decision's confirmation (a selfie, an uncertain photo): what it does and a note, always
 * (the audit log keeps it). The server's refusal stays in the dialog; success is the caller's.
 */
export function NoteDialog({ title, explain, noteHint, onSubmit, onClose }: NoteDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<ShownMessage | null>(null);
  const noteError = !note.trim() ? t('action.noteNeeded') : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (noteError || note.length > MAX_MODERATION_NOTE) return;
    setSending(true);
    try {
      await onSubmit(note.trim());
    } catch (error) {
      setRefusal({ text: refusalOf(error) ?? t('action.failed'), tone: 'error' });
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      closeLabel={t('action.close')}
      className="moderation__dialog"
      footer={
        <>
          <button type="button" className="dating-button dating-button--ghost" onClick={onClose}>
            {t('action.cancel')}
          </button>
          <button type="submit" form={formId} className="dating-button" disabled={sending}>
            {sending ? t('action.sending') : t('action.confirm')}
          </button>
        </>
      }
    >
      <p>{explain}</p>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextArea
          label={t('action.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          limit={MAX_MODERATION_NOTE}
          counterLabel={(used, limit) => t('action.noteCount', { used, limit })}
          overLimitError={t('action.noteTooLong', { max: MAX_MODERATION_NOTE })}
          hint={noteHint}
          error={checked ? noteError : null}
          rows={3}
          required
        />
      </form>
      <FormMessage message={refusal} />
    </Modal>
  );
}
