import { Type } from 'typebox';

export const healthReply = Type.Object({ status: Type.Literal('ok') });

export const remotesReply = Type.Object({
  status: Type.Literal('true'),
  remotes: Type.Array(Type.Object({ name: Type.String(), entry: Type.String() })),
});

/** Old mobile clients send their host name at start; nothing is checked or sent anywhere. */
export const checkLicenseBody = Type.Object({
  hostname: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
});

export const checkLicenseReply = Type.Object({ status: Type.Literal('true') });
