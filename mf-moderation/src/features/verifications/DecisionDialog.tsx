import {
  FormMessage,
  Modal,
  type AuditEntry,
  type ShownMessage,
  type VerificationDecision,
} from '@dating/shared';
import { TextArea } from '@dating/shared/forms';
import { MAX_MODERATION_NOTE } from '@dating/shared/moderation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../console/callErrors';
import { useDecideVerificationMutation } from './verificationsApi';

interface DecisionDialogProps {
  member: { id: number; name: string };
  decision: VerificationDecision;
  onClose: () => void;
  /** The audit log's entry of the decision, once the server has taken it. */
  onDone: (entry: AuditEntry) => void;
}

/**
 * Approving or refusing a selfie: what it does and a note, always (the audit log keeps it; a
 * refused member reads it as the reason). The server's refusal stays in the dialog.
 */
export function DecisionDialog({ member, decision, onClose, onDone }: DecisionDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ShownMessage | null>(null);
  const [decide, { isLoading }] = useDecideVerificationMutation();
  const noteError = !note.trim() ? t('action.noteNeeded') : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (noteError || note.length > MAX_MODERATION_NOTE) return;
    try {
      const answer = await decide({ member_id: member.id, decision, note: note.trim() }).unwrap();
      onDone(answer.entry);
    } catch (error) {
      setRefusal({ text: refusalOf(error) ?? t('action.failed'), tone: 'error' });
    }
  };

  return (
    <Modal
      open
      title={t(`verifications.titles.${decision}`, { name: member.name })}
      onClose={onClose}
      closeLabel={t('action.close')}
      className="moderation__dialog"
      footer={
        <>
          <button type="button" className="dating-button dating-button--ghost" onClick={onClose}>
            {t('action.cancel')}
          </button>
          <button type="submit" form={formId} className="dating-button" disabled={isLoading}>
            {isLoading ? t('action.sending') : t('action.confirm')}
          </button>
        </>
      }
    >
      <p>{t(`verifications.explain.${decision}`)}</p>
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextArea
          label={t('action.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          limit={MAX_MODERATION_NOTE}
          counterLabel={(used, limit) => t('action.noteCount', { used, limit })}
          overLimitError={t('action.noteTooLong', { max: MAX_MODERATION_NOTE })}
          hint={t(`verifications.noteHint.${decision}`)}
          error={checked ? noteError : null}
          rows={3}
          required
        />
      </form>
      <FormMessage message={refusal} />
    </Modal>
  );
}
