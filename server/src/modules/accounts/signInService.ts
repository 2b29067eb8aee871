import {
  LIMITS,
  MESSAGES,
  validateCode,
  validateEmail,
  validatePassword,
  validatePasswordChange,
} from '@dating/shared/rules';
import { ApiError } from '../../http/apiError';
import { MINUTE_MS, type RateLimiter } from '../../limits/rateLimiter';
import { enforce, enforceNewPassword, normalizeEmail } from './accountRules';
import type { AccountsRepository, SignInRecord } from './accountsRepository';
import type { EmailCodes } from './emailCodes';
import type { IdentityProvider } from './identityProvider';
import type { PasswordHasher } from './passwordHasher';
import type { Sessions } from './sessions';
import type { AuthenticatedMember } from './sessionsRepository';

/** Password guesses per account: 5 per 15 minutes, each after a growing delay. */
const GUESSES_PER_ACCOUNT = {
  limits: [{ max: 5, windowMs: 15 * MINUTE_MS }],
  backoffMs: [0, 0, 1000, 2000, 4000],
} as const;
/** Failed sign-ins from one network address, whatever the accounts. */
const FAILURES_PER_CLIENT = { limits: [{ max: 30, windowMs: 15 * MINUTE_MS }] } as const;
/** Reset requests, limited like sign-ins. */
const RESETS_PER_ACCOUNT = { limits: [{ max: 5, windowMs: 15 * MINUTE_MS }] } as const;
const RESETS_PER_CLIENT = { limits: [{ max: 20, windowMs: 15 * MINUTE_MS }] } as const;
/** Reset codes tried from one network address, whatever the accounts. */
const CODE_TRIES_PER_CLIENT = { limits: [{ max: 30, windowMs: 15 * MINUTE_MS }] } as const;

const guessesKey = (memberId: number) => `password-guess:${memberId}`;

export interface PasswordSignIn {
  email?: string;
  password?: string;
  fcmtoken?: string;
  language?: string;
  /** 'true' confirms signing a deactivated account back in. */
  reactivate?: string;
}

export interface SocialSignIn extends Omit<PasswordSignIn, 'password'> {
  fbid: string;
  access_token?: string;
}

export interface SignedIn {
  user_id: number;
  token: string;
}

/**
 * Signing in and out, and the password: every guess is limited per account and per address
 * before any hashing, so a flood of wrong passwords is refused cheaply.
 */
export class SignInService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: Sessions,
    private readonly codes: EmailCodes,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly identityProvider: IdentityProvider | null,
  ) {}

  /** webemaillogin with e-mail and password. */
  async signIn(request: PasswordSignIn, clientAddress: string): Promise<SignedIn> {
    const email = normalizeEmail(request.email);
    const password = request.password ?? '';
    if (email === '' || password === '') throw new ApiError(400, MESSAGES.fillTheDetails);

    const clientAttempt = await this.limiter.take(
      `signin-ip:${clientAddress}`,
      FAILURES_PER_CLIENT,
    );
    const member = await this.accounts.findSignInByEmail(email);
    if (!member) throw new ApiError(404, MESSAGES.emailNotRegistered);
    await this.checkPassword(member, password, MESSAGES.emailOrPasswordIncorrect, 401);
    await this.limiter.forgive(clientAttempt);
    return this.openSession(member, request);
  }

  /** webemaillogin with fbid and the provider's access token. */
  async signInSocial(request: SocialSignIn, clientAddress: string): Promise<SignedIn> {
    const clientAttempt = await this.limiter.take(
      `signin-ip:${clientAddress}`,
      FAILURES_PER_CLIENT,
    );
    const member = await this.socialMember(request.fbid, request.access_token);
    if (!member) throw new ApiError(404, MESSAGES.emailNotRegistered);
    await this.limiter.forgive(clientAttempt);
    return this.openSession(member, request);
  }

  /** check_fb_user: 0 when the verified social identity is a member already, 1 when new. */
  async checkSocial(fbid: string, accessToken: string | undefined): Promise<0 | 1> {
    return (await this.socialMember(fbid, accessToken)) ? 0 : 1;
  }

  /** weblogout: ends the session of the token it was called with. */
  signOut(session: AuthenticatedMember): Promise<void> {
    return this.sessions.close(session);
  }

  /** webforgot: mails a reset code. */
  async forgotPassword(rawEmail: string | undefined, clientAddress: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    enforce(validateEmail(email));
    await this.limiter.take(`reset-ip:${clientAddress}`, RESETS_PER_CLIENT);
    const member = await this.accounts.findSignInByEmail(email);
    if (!member) throw new ApiError(404, MESSAGES.emailNotRegistered);
    await this.limiter.take(`reset:${member.id}`, RESETS_PER_ACCOUNT);
    await this.codes.send(email, 'reset', clientAddress);
  }

  /** webresetpassword: the reset code sets a new password and ends every session. */
  async resetPassword(
    request: { email?: string; otp?: string; password?: string },
    clientAddress: string,
  ): Promise<void> {
    const email = normalizeEmail(request.email);
    const code = (request.otp ?? '').trim();
    const password = request.password ?? '';
    enforce(validateEmail(email));
    enforce(validateCode(code));
    enforce(validatePassword(password));
    await this.limiter.take(`code-try-ip:${clientAddress}`, CODE_TRIES_PER_CLIENT);
    const member = await this.accounts.findSignInByEmail(email);
    if (!member) throw new ApiError(404, MESSAGES.emailNotRegistered);
    await enforceNewPassword(password, member);
    await this.codes.verify(email, 'reset', code);
    await this.codes.forget(email, 'reset');
    await this.accounts.setPasswordHash(member.id, await this.hasher.hash(password));
    await this.sessions.closeAllOf(member.id);
    // The owner of the address proved themselves: earlier wrong guesses no longer count.
    await this.limiter.clear(guessesKey(member.id));
  }

  /** webchangepassword: keeps the calling session, ends the others. */
  async changePassword(
    session: AuthenticatedMember,
    request: { old_password?: string; new_password?: string },
  ): Promise<void> {
    const oldPassword = request.old_password ?? '';
    const newPassword = request.new_password ?? '';
    enforce(validatePasswordChange({ oldPassword, newPassword, retypePassword: newPassword }));
    const member = await this.accounts.findSignInById(session.id);
    if (!member) throw new ApiError(404, MESSAGES.emailNotRegistered);
    await enforceNewPassword(newPassword, member);
    // 400, not 401: the browser reads a 401 as an ended session.
    await this.checkPassword(member, oldPassword, MESSAGES.wrongPassword, 400);
    await this.accounts.setPasswordHash(member.id, await this.hasher.hash(newPassword));
    await this.sessions.closeAllOf(member.id, session);
  }

  /**
   * Checks a password guess against the member's hash; the guess is counted (and refused past
   * the limit) before hashing. A right guess clears the member's count.
   */
  async checkPassword(
    member: SignInRecord,
    password: string,
    wrongMessage: string,
    wrongStatus: 400 | 401,
  ): Promise<void> {
    // No password can be longer than the rule allows: such a guess is wrong without hashing.
    if (password.length > LIMITS.passwordMax) throw new ApiError(wrongStatus, wrongMessage);
    const attempt = await this.limiter.take(guessesKey(member.id), GUESSES_PER_ACCOUNT);
    let matches: boolean;
    try {
      matches = await this.hasher.verify(member.password_hash, password);
    } catch (error) {
      // The server was too busy to hash: not a guess the member should pay for.
      await this.limiter.forgive(attempt);
      throw error;
    }
    if (!matches) throw new ApiError(wrongStatus, wrongMessage);
    await this.limiter.clear(guessesKey(member.id));
  }

  private async openSession(
    member: SignInRecord,
    request: Pick<PasswordSignIn, 'fcmtoken' | 'language' | 'reactivate'>,
  ): Promise<SignedIn> {
    if (member.status === 'deactivated' && request.reactivate !== 'true') {
      throw new ApiError(409, MESSAGES.accountDeactivated);
    }
    await this.accounts.recordSignIn(member.id, {
      language: request.language,
      fcmToken: request.fcmtoken,
    });
    return { user_id: member.id, token: await this.sessions.open(member.id) };
  }

  /**
   * The member behind a provider's access token for this fbid: by the linked id, else by the
   * address the provider verified (then linked). Never by the fbid alone.
   */
  private async socialMember(
    fbid: string,
    accessToken: string | undefined,
  ): Promise<SignInRecord | undefined> {
    if (!this.identityProvider) throw new ApiError(400, MESSAGES.socialUnavailable);
    const identity = await this.identityProvider.verify(accessToken ?? '');
    if (!identity || identity.id !== fbid) {
      throw new ApiError(401, MESSAGES.socialNotVerified);
    }
    const linked = await this.accounts.findSignInByFacebookId(identity.id);
    if (linked || identity.email === null) return linked;
    const byEmail = await this.accounts.findSignInByEmail(identity.email);
    if (byEmail) await this.accounts.linkFacebook(byEmail.id, identity.id);
    return byEmail;
  }
}
