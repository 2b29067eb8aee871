import { Type } from 'typebox';

/** The body of every refusal or failure: `{status: 'false', message}`. */
export const failureReply = Type.Object({ status: Type.Literal('false'), message: Type.String() });
