import type { PrivacyState } from '@dating/contract/schemas';

/** The members columns snooze and incognito are read from. */
export interface PrivacyColumns {
  snoozed_at: Date | null;
  snoozed_until: Date | null;
  incognito: boolean;
}

/** Snoozed at `now`: since snoozed_at, until snoozed_until passes (never when it is null). */
export function isSnoozed(member: PrivacyColumns, now: Date): boolean {
  return (
    member.snoozed_at !== null && (member.snoozed_until === null || member.snoozed_until > now)
  );
}

/** What Settings shows of it (webprofile, websetsnooze, websetincognito). */
export function privacyStateOf(member: PrivacyColumns, now: Date): PrivacyState {
  const snoozed = isSnoozed(member, now);
  return {
    snoozed: snoozed ? 'true' : 'false',
    snoozed_until: snoozed && member.snoozed_until ? member.snoozed_until.toISOString() : '',
    incognito: member.incognito ? 'true' : 'false',
  };
}
