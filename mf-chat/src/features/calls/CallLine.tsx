import type { CallLine as CallLineFields } from '@dating/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCallDuration } from './formatCallDuration';

/** A call's line in the member's language (the message's own text is English). */
export function callLineText(t: TFunction, call: CallLineFields): string {
  const kind = t(`calls.lineKind.${call.kind}`);
  return t(`calls.line.${call.outcome}`, { kind, duration: formatCallDuration(call.seconds) });
}

/** A call's line in the conversation. */
export function CallLine({ call }: { call: CallLineFields }) {
  const { t } = useTranslation();
  return (
    <p className="chat-message__text chat-message__call" data-call-outcome={call.outcome}>
      {callLineText(t, call)}
    </p>
  );
}
