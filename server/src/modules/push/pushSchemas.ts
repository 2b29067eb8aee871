import { Type } from 'typebox';

const base64Url = Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', maxLength: 256 });

export const pushKeyReply = Type.Object({
  status: Type.Literal('true'),
  public_key: Type.String(),
});

export const pushSubscribeBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
  keys: Type.Object({ p256dh: base64Url, auth: base64Url }),
  language: Type.Optional(Type.String()),
});

export const pushUnsubscribeBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
  language: Type.Optional(Type.String()),
});

export const pushStatusReply = Type.Object({ status: Type.Literal('true') });
