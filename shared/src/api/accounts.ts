import type { ApiOk } from './wire';

/** POST webemaillogin (spec sections 3 and 7, Login result): who signed in, and their token. */
export interface LoginResponse extends ApiOk {
  peoples: { user_id: number; token: string };
}
