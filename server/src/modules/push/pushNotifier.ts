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
 * New-message, like and incoming-call notifications through Web Push (`app.services.push`). A
 * notification the member turned off (message_notification, which covers calls too;
 * like_notification), or a message or call to a member who is online, is not sent. Never throws: a notification is a courtesy, never the reason a call fails.
 */
export interface PushNotifier {
  notify(memberId: number, kind: PushKind, content: PushContent): Promise<void>;
}
