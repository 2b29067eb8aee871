import { Type, type Static } from 'typebox';
import { getOrPost, post } from './call';
import { ok, statusReply, text } from './wire';

/** Web Push: new-message, like and incoming-call notifications to members who are offline. */

const base64Url = Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', maxLength: 256 });
const endpoint = Type.String({ minLength: 1, maxLength: 2048 });

/** GET or POST webpushkey: the VAPID public key for PushManager.subscribe. */
export const pushKeyReply = Type.Object({ status: ok, public_key: Type.String() });
export type PushKeyResponse = Static<typeof pushKeyReply>;

/** POST webpushsubscribe (JSON): a PushSubscription's JSON. */
export const pushSubscribeBody = Type.Object({
  endpoint,
  keys: Type.Object({ p256dh: base64Url, auth: base64Url }),
  language: text,
});

/** POST webpushunsubscribe. */
export const pushUnsubscribeBody = Type.Object({ endpoint, language: text });

/** The JSON a push message carries to the service worker. */
export const pushPayload = Type.Object({
  kind: Type.Union([
    Type.Literal('message'),
    Type.Literal('like'),
    Type.Literal('call'),
    /** A profile photo refused by its screening after the upload's answer. */
    Type.Literal('photo'),
  ]),
  title: Type.String(),
  body: Type.String(),
  /** The address to open on click, e.g. /web/app/Message/MessageNew/12/3. */
  url: Type.String(),
});
export type PushPayload = Static<typeof pushPayload>;

export const pushCalls = {
  webpushkey: getOrPost(pushKeyReply),
  webpushsubscribe: post(pushSubscribeBody, statusReply),
  webpushunsubscribe: post(pushUnsubscribeBody, statusReply),
};
