import type { CallLine as CallLineFields } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { formatCallDuration } from './formatCallDuration';

/** A call's line in the conversation, in the member's language (its text is English). */
export function CallLine({ call }: { call: CallLineFields }) {
  const { t } = useTranslation();
  const kind = t(`calls.lineKind.${call.kind}`);
  return (
    <p className="chat-message__text chat-message__call" data-call-outcome={call.outcome}>
      {t(`calls.line.${call.outcome}`, { kind, duration: formatCallDuration(call.seconds) })}
    </p>
  );
}
