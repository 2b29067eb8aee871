import type { PushPayload } from '@dating/shared/api';

export type PushKind = PushPayload['kind'];

/** What a notification says; `kind` is added from the call. */
export type PushContent = Omit<PushPayload, 'kind'>;

/**
 * New-message and like notifications through Web Push (`app.push`). A notification the member
 * turned off (message_notification, like_notification), or a message to a member who is online,
 * is not sent. Never throws: a notification is a courtesy, never the reason a call fails.
 */
export interface PushNotifier {
  notify(memberId: number, kind: PushKind, content: PushContent): Promise<void>;
}
