import type { CallKind, CallLine, CallOutcome } from '@dating/contract/schemas';
import { CALL_KINDS, CALL_OUTCOMES } from '@dating/contract/schemas';

/** The columns of chat_messages a call's line fills. */
export interface CallLineColumns {
  call_kind: string | null;
  call_outcome: string | null;
  call_seconds: number | null;
}

const isKind = (value: string | null): value is CallKind =>
  (CALL_KINDS as readonly (string | null)[]).includes(value);
const isOutcome = (value: string | null): value is CallOutcome =>
  (CALL_OUTCOMES as readonly (string | null)[]).includes(value);

/** A stored message's call, if it is a call's line. */
export function callLineOf(row: CallLineColumns): CallLine | undefined {
  if (!isKind(row.call_kind) || !isOutcome(row.call_outcome)) return undefined;
  return { kind: row.call_kind, outcome: row.call_outcome, seconds: row.call_seconds ?? 0 };
}

/** 2:05, 1:02:05. */
export function formatCallDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The line's text in the message's `message`: what a client that knows no calls shows (spec
 * clients read only the text). Clients that know `call` word it in the member's language.
 */
export function callLineText({ kind, outcome, seconds }: CallLine): string {
  const name = kind === 'video' ? 'Video call' : 'Voice call';
  switch (outcome) {
    case 'completed':
      return `${name} (${formatCallDuration(seconds)})`;
    case 'declined':
      return `${name} declined`;
    case 'missed':
      return `Missed ${name.toLowerCase()}`;
    case 'busy':
      return `${name} not answered: busy`;
  }
}

/** The columns a call's line is stored with. */
export function callLineColumns(line: CallLine): CallLineColumns {
  return { call_kind: line.kind, call_outcome: line.outcome, call_seconds: line.seconds };
}
