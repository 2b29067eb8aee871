import { callApi, type CallArgs, type Session } from '@dating/web';
import {
  type LoginResponse,
  type ProfileResponse,
  type Flag,
  type Language,
} from '@dating/contract';

export interface Credentials {
  email: string;
  password: string;
  language: Language;
}

async function post<T extends { status: Flag; message?: string }>(
  args: CallArgs,
  session: Session | null,
): Promise<T> {
  const result = await callApi(args, { session });
  if ('error' in result) throw new Error(result.error.message);
  const answer = result.data as T;
  if (answer.status !== 'true') throw new Error(answer.message ?? `${args.call} failed`);
  return answer;
}

/**
 * Signs in as the product does (spec section 7): webemaillogin for the member and token, then
 * webprofile for the premium flag. A refusal throws with the API's message (spec section 8).
 */
export async function signIn({ email, password, language }: Credentials): Promise<Session> {
  const login = await post<LoginResponse>(
    { call: 'webemaillogin', body: { email, password, language } },
    null,
  );
  const signedIn: Session = {
    memberId: login.peoples.user_id,
    token: login.peoples.token,
    premium: null,
    pageUpsell: true,
    language,
  };
  const profile = await post<ProfileResponse>(
    { call: 'webprofile', body: { user_id: signedIn.memberId } },
    signedIn,
  );
  return { ...signedIn, premium: profile.result.premium_member === 'true' };
}
