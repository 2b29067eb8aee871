import type { PushPayload } from '@dating/contract/schemas';
import { pathTo, type PathToArgs } from '@dating/contract/routes';
import { SHELL_BASENAME } from '@dating/contract/shell-pages';

export type PushKind = PushPayload['kind'];

/** The browser address of an /app page: a notification's click opens it in the shell. */
export function pageAddress(...page: PathToArgs): string {
  return `${SHELL_BASENAME}${pathTo(...page)}`;
}

/** What a notification says; `kind` is added from the call. */
export type PushContent = Omit<PushPayload, 'kind'>;

/**
 * New-message, like, incoming-call and refused-photo notifications through Web Push
 * (`app.services.push`). A notification the member turned off (message_notification, which
 * covers calls and refused photos too; like_notification), or any but a like to a member who is
 * online (their open tab shows it), is not sent. Never throws: a notification is a courtesy,
 * never the reason a call fails.
 */
export interface PushNotifier {
  notify(memberId: number, kind: PushKind, content: PushContent): Promise<void>;
}
