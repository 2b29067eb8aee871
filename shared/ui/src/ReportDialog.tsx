import { useState, type FormEvent } from 'react';
import { formatDate } from '@dating/contract/formatDate';
import type { RecentUnmatch } from '@dating/contract';
import { useAppLanguage } from '@dating/web';
import {
  MAX_REPORT_DETAILS,
  MAX_REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
} from '@dating/contract';
import { Checkbox } from './Checkbox';
import { FormMessage } from './FormMessage';
import { IsolatedSentence } from './IsolatedSentence';
import { Modal } from './Modal';
import { RadioGroup } from './RadioGroup';
import { REPORT_DIALOG_TEXTS } from './reportDialogTexts';
import { TextArea } from './TextArea';
import { useTimedMessage } from './useTimedMessage';

/** A chat message the reporter may attach. */
export interface ReportableMessage {
  id: number;
  /** The text; '' for a picture. */
  text: string;
}

/** What webreport takes beyond the reported member. */
export interface ReportFields {
  reason: ReportReason;
  details: string;
  message_ids: number[];
}

export interface ReportDialogProps {
  memberName: string;
  /** The chat's recent messages, when reported from a chat: the reporter ticks what to attach. */
  messages?: readonly ReportableMessage[];
  /** After an unmatch: ask 'Report this member too?' before the form. */
  offerFirst?: boolean;
  /** Files the report; rejects with the call's failure, which the dialog shows. */
  onSubmit: (report: ReportFields) => Promise<unknown>;
  onClose: () => void;
}

type Step = 'offer' | 'form' | 'thanks';

/** The dialog's texts in the language of the app that shows it. */
function useReportTexts() {
  return REPORT_DIALOG_TEXTS[useAppLanguage()];
}

/**
 * The one report dialog of every remote (`@dating/ui/ReportDialog`, loaded when it opens): a
 * reason, details (required for 'other'), the chat's messages to attach, then only 'Thanks, we
 * received your report' — a reporter is never told what was done about it.
 */
export function ReportDialog({
  memberName,
  messages = [],
  offerFirst = false,
  onSubmit,
  onClose,
}: ReportDialogProps) {
  const texts = useReportTexts();
  const [step, setStep] = useState<Step>(offerFirst ? 'offer' : 'form');
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [details, setDetails] = useState('');
  const [attached, setAttached] = useState<readonly number[]>([]);
  const [problem, setProblem] = useState<'reason' | 'details' | null>(null);
  const [sending, setSending] = useState(false);
  const failure = useTimedMessage();

  if (step === 'offer') {
    return (
      <Modal
        key="offer"
        open
        title={texts.offer}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="dating-button dating-button--ghost" onClick={onClose}>
              {texts.offerNo}
            </button>
            <button type="button" className="dating-button" onClick={() => setStep('form')}>
              {texts.offerYes}
            </button>
          </>
        }
      />
    );
  }

  if (step === 'thanks') {
    return (
      <Modal
        key="thanks"
        open
        title={texts.thanks}
        onClose={onClose}
        footer={
          <button type="button" className="dating-button" onClick={onClose}>
            {texts.close}
          </button>
        }
      />
    );
  }

  const detailsNeeded = reason === 'other' && details.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem('reason');
    if (detailsNeeded) return setProblem('details');
    if (details.length > MAX_REPORT_DETAILS) return;
    setSending(true);
    try {
      await onSubmit({ reason, details: details.trim(), message_ids: [...attached] });
      setStep('thanks');
    } catch (error) {
      failure.fromFailure(error);
    } finally {
      setSending(false);
    }
  };
  const toggle = (id: number, checked: boolean) =>
    setAttached((ids) => (checked ? [...ids, id] : ids.filter((known) => known !== id)));
  const full = attached.length >= MAX_REPORT_MESSAGES;
  const formId = 'dating-report-form';

  return (
    <Modal
      key="form"
      open
      title={
        <IsolatedSentence
          values={{ name: memberName }}
          sentence={(slots) => texts.title.replace('{{name}}', slots.name)}
        />
      }
      onClose={onClose}
      closeLabel={texts.close}
      className="dating-report"
      footer={
        <>
          <button type="button" className="dating-button dating-button--ghost" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" form={formId} className="dating-button" disabled={sending}>
            {texts.send}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          legend={texts.reasonLegend}
          appearance="marks"
          className="dating-report__reasons"
          options={REPORT_REASONS.map((value) => ({ value, label: texts.reasons[value] }))}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          error={problem === 'reason' ? texts.chooseReason : undefined}
        />
        <TextArea
          label={texts.details}
          value={details}
          onChange={(event) => {
            setDetails(event.target.value);
            setProblem(null);
          }}
          limit={MAX_REPORT_DETAILS}
          counterLabel={texts.counter}
          overLimitError={texts.overLimit(MAX_REPORT_DETAILS)}
          hint={reason === 'other' ? texts.detailsRequired : texts.detailsOptional}
          error={problem === 'details' ? texts.describeOther : undefined}
          required={reason === 'other'}
          rows={3}
        />
        {messages.length > 0 ? (
          <fieldset className="dating-report__messages">
            <legend className="dating-field__label">
              {texts.messagesLegend(MAX_REPORT_MESSAGES)}
            </legend>
            {messages.map((message) => {
              const checked = attached.includes(message.id);
              return (
                <Checkbox
                  key={message.id}
                  label={<span dir="auto">{message.text || texts.photo}</span>}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(value) => toggle(message.id, value)}
                />
              );
            })}
          </fieldset>
        ) : null}
        <FormMessage message={failure.shown} />
      </form>
    </Modal>
  );
}

export interface RecentUnmatchesDialogProps {
  /** webrecentunmatches' members; undefined while they load. */
  members: readonly RecentUnmatch[] | undefined;
  /** Files a report about one of them (webreport with the reason). */
  onReport: (member: RecentUnmatch, report: ReportFields) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The members unmatched in the last 30 days (from the Friends and Messages lists), each with
 * Report: someone who unmatched can still be reported.
 */
export function RecentUnmatchesDialog({ members, onReport, onClose }: RecentUnmatchesDialogProps) {
  const texts = useReportTexts();
  const language = useAppLanguage();
  const [reporting, setReporting] = useState<RecentUnmatch | null>(null);

  if (reporting) {
    return (
      <ReportDialog
        memberName={reporting.user_name}
        onSubmit={(report) => onReport(reporting, report)}
        onClose={() => setReporting(null)}
      />
    );
  }
  return (
    <Modal open title={texts.recentTitle} onClose={onClose} closeLabel={texts.close}>
      <p className="dating-report__hint">{texts.recentHint}</p>
      {members && members.length === 0 ? <p>{texts.recentEmpty}</p> : null}
      <ul className="dating-report__unmatched">
        {(members ?? []).map((member) => (
          <li key={member.user_id} data-testid="recent-unmatch">
            {member.user_image ? <img src={member.user_image} alt="" /> : null}
            <span>
              <bdi className="dating-report__name">{member.user_name}</bdi>
              <small>
                {texts.unmatchedOn.replace(
                  '{{date}}',
                  formatDate(member.unmatched_at * 1000, language),
                )}
              </small>
            </span>
            {member.report === 'true' ? (
              <span>{texts.reported}</span>
            ) : (
              <button
                type="button"
                className="dating-button dating-button--ghost"
                aria-label={texts.title.replace('{{name}}', member.user_name)}
                onClick={() => setReporting(member)}
              >
                {texts.report}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
