import { type ShownMessage } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { type AuditEntry, type ModerationActionKind } from '@dating/contract';
import { Select, TextArea, TextField, FormMessage } from '@dating/ui/forms';
import {
  ACTIONS_WITH_REASON,
  MAX_MODERATION_NOTE,
  MAX_SUSPENSION_DAYS,
  REPORT_REASONS,
  type ReportReason,
} from '@dating/contract/moderation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../console/callErrors';
import { useModerationActionMutation } from './caseApi';

/** What a moderator chose to do: the action, and for 'remove_photo' which photo. */
export interface ChosenAction {
  kind: ModerationActionKind;
  photo?: { id: number; url: string; number: number };
}

interface ActionDialogProps {
  member: { id: number; name: string };
  chosen: ChosenAction;
  /** The reason picker's first choice (the open reports' most frequent); none when null. */
  suggestedReason: ReportReason | null;
  onClose: () => void;
  /** The audit log's entry of the action, once the server has taken it. */
  onDone: (entry: AuditEntry) => void;
}

/** Whole days from 1 to the longest suspension, else null. */
function daysOf(text: string): number | null {
  const days = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(days) && days >= 1 && days <= MAX_SUSPENSION_DAYS
    ? days
    : null;
}

const tellsReason = (kind: ModerationActionKind) =>
  (ACTIONS_WITH_REASON as readonly ModerationActionKind[]).includes(kind);

/**
 * One action's confirmation: what it does, the reason the member is told (warn, suspend, ban:
 * chosen from the report reasons, the open reports' suggestion first), a note for the audit log
 * (always), the days of a suspension; the server's refusal stays in the dialog, success closes it.
 */
export function ActionDialog({
  member,
  chosen,
  suggestedReason,
  onClose,
  onDone,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [note, setNote] = useState('');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState<ReportReason | ''>(suggestedReason ?? '');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ShownMessage | null>(null);
  const [act, { isLoading }] = useModerationActionMutation();
  const { kind, photo } = chosen;

  const noteError = !note.trim() ? t('action.noteNeeded') : null;
  const reasonError = tellsReason(chosen.kind) && reason === '' ? t('action.reasonNeeded') : null;
  const daysError =
    kind === 'suspend' && daysOf(days) === null
      ? t('action.daysNeeded', { max: MAX_SUSPENSION_DAYS })
      : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (noteError || reasonError || daysError || note.length > MAX_MODERATION_NOTE) return;
    try {
      const answer = await act({
        member_id: member.id,
        action: kind,
        note: note.trim(),
        ...(kind === 'suspend' ? { days: daysOf(days) ?? undefined } : {}),
        ...(tellsReason(kind) && reason !== '' ? { reason } : {}),
        ...(photo ? { photo_id: photo.id } : {}),
      }).unwrap();
      onDone(answer.entry);
    } catch (error) {
      setRefusal({ text: refusalOf(error) ?? t('action.failed'), tone: 'error' });
    }
  };

  return (
    <Modal
      open
      title={t(`action.titles.${kind}`, { name: member.name })}
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
      <p>{t(`action.explain.${kind}`)}</p>
      {photo ? (
        <img
          className="moderation__dialog-photo"
          src={photo.url}
          alt={t('case.photoOf', { number: photo.number, name: member.name })}
        />
      ) : null}
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        {tellsReason(kind) ? (
          <Select<ReportReason | ''>
            label={t('action.reason')}
            options={[
              ...(reason === '' ? [{ value: '' as const, label: t('action.chooseReason') }] : []),
              ...REPORT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
            ]}
            value={reason}
            onChange={setReason}
            hint={t('action.reasonHint')}
            error={checked ? reasonError : null}
            required
          />
        ) : null}
        {kind === 'suspend' ? (
          <TextField
            label={t('action.days')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SUSPENSION_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            hint={t('action.daysHint', { max: MAX_SUSPENSION_DAYS })}
            error={checked ? daysError : null}
            required
          />
        ) : null}
        <TextArea
          label={t('action.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          limit={MAX_MODERATION_NOTE}
          counterLabel={(used, limit) => t('action.noteCount', { used, limit })}
          overLimitError={t('action.noteTooLong', { max: MAX_MODERATION_NOTE })}
          hint={t('action.noteHint')}
          error={checked ? noteError : null}
          rows={4}
          required
        />
      </form>
      <FormMessage message={refusal} />
    </Modal>
  );
}
