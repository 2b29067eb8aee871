import {
  DEFAULT_LANGUAGE,
  LIMITS,
  MESSAGES,
  isLanguage,
  standingRefusalText,
  validateCode,
  validateEmail,
  validatePassword,
  validatePasswordChange,
} from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { MINUTE_MS, type RateLimiter } from '../../limits/rateLimiter';
import { takeAccountLookup } from './accountLookups';
import { enforce, enforceNewPassword, normalizeEmail } from './accountRules';
import type { AccountsRepository, SignInRecord } from './accountsRepository';
import type { EmailCodes } from './emailCodes';
import type { IdentityProvider } from './identityProvider';
import type { HashingGate, HashingTicket } from './hashingGate';
import type { PasswordHasher } from './passwordHasher';
import type { Sessions } from './sessions';
import type { SignInDevices } from './signInDevices';
import type { AuthenticatedMember } from './sessionsRepository';
import { standingRefusalOf } from '../moderation/memberStanding';

/** Failed sign-ins from one network address, whatever the accounts. */
const FAILURES_PER_CLIENT = { limits: [{ max: 30, windowMs: 15 * MINUTE_MS }] } as const;
/**
 * Failed sign-ins to one account from browsers it does not know. Past it, those are refused
 * without a look at the password; the owner's known browsers are not concerned.
 */
const UNKNOWN_DEVICE_FAILURES_PER_ACCOUNT = {
  limits: [{ max: 10, windowMs: 15 * MINUTE_MS }],
} as const;
/** Passwords a signed-in member sends (change, removal), each after a growing delay. */
const PASSWORD_CHECKS_PER_MEMBER = {
  limits: [{ max: 5, windowMs: 15 * MINUTE_MS }],
  backoffMs: [0, 0, 1000, 2000, 4000],
} as const;
/** Reset requests, limited like sign-ins. */
const RESETS_PER_ACCOUNT = { limits: [{ max: 5, windowMs: 15 * MINUTE_MS }] } as const;
/** Reset codes tried from one network address, whatever the accounts. */
const CODE_TRIES_PER_CLIENT = { limits: [{ max: 30, windowMs: 15 * MINUTE_MS }] } as const;

const accountFailuresKey = (memberId: number) => `signin-account:${memberId}`;
const passwordChecksKey = (memberId: number) => `password-check:${memberId}`;
/** A signed-in member's hashing goes first in line. */
const MEMBER_TICKET: HashingTicket = { trusted: true, suspicion: 0 };
const memberKey = (memberId: number) => `member:${memberId}`;

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

/** Who is signing in: their network address and the browser's device cookie, if any. */
export interface SignInClient {
  address: string;
  deviceToken: string | undefined;
}

/** A password sign-in: the session, and the device token to keep in the browser. */
export interface PasswordSignedIn {
  peoples: SignedIn;
  deviceToken: string;
}

/**
 * Signing in and out, and the password. A browser the account knows (its device cookie) signs in
 * whatever others guess, its own failures counted against it; other guesses are limited per
 * address and per account before any hashing, so a flood of wrong passwords is refused cheaply
 * and cannot lock the owner out. Hashing waits its turn at the HashingGate.
 */
export class SignInService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: Sessions,
    private readonly codes: EmailCodes,
    private readonly hasher: PasswordHasher,
    private readonly gate: HashingGate,
    private readonly devices: SignInDevices,
    private readonly limiter: RateLimiter,
    private readonly identityProvider: IdentityProvider | null,
    private readonly now: () => Date,
  ) {}

  /** webemaillogin with e-mail and password. */
  async signIn(request: PasswordSignIn, client: SignInClient): Promise<PasswordSignedIn> {
    const email = normalizeEmail(request.email);
    const password = request.password ?? '';
    if (email === '' || password === '') throw new ApiError(400, MESSAGES.fillTheDetails);
    const { address, deviceToken } = client;
    const places: (() => void)[] = [];
    const enter = (key: string) => places.push(this.gate.enter(key));
    // A stranger's share of the gate, per address and per account (by its e-mail, known before
    // any query).
    const enterAsStranger = () => {
      enter(`address:${address}`);
      enter(`account:${email}`);
    };
    try {
      // Without a device cookie nothing is trusted: the shares are checked before any database
      // work, so a flood's excess costs nothing.
      if (!deviceToken) enterAsStranger();
      const member = await this.accounts.findSignInByEmail(email);
      if (member && deviceToken && (await this.devices.isTrusted(deviceToken, member.id))) {
        enter(`device:${member.id}`);
        if (!(await this.verify(member, password, { trusted: true, suspicion: 0 }))) {
          await this.devices.countFailure(deviceToken, member.id);
          throw new ApiError(401, MESSAGES.emailOrPasswordIncorrect);
        }
        const peoples = await this.openSession(member, request);
        await this.devices.renew(deviceToken, member.id);
        return { peoples, deviceToken };
      }
      if (deviceToken) enterAsStranger();
      return await this.signInUnknownDevice(member, password, request, client);
    } finally {
      for (const leave of places) leave();
    }
  }

  /** A sign-in from a browser the account does not know: limited per address and account. */
  private async signInUnknownDevice(
    member: SignInRecord | undefined,
    password: string,
    request: PasswordSignIn,
    client: SignInClient,
  ): Promise<PasswordSignedIn> {
    const addressKey = `signin-ip:${client.address}`;
    if (!member) {
      await this.limiter.take(addressKey, FAILURES_PER_CLIENT);
      throw new ApiError(404, MESSAGES.emailNotRegistered);
    }
    const attempts = await this.limiter.takeAll([
      [addressKey, FAILURES_PER_CLIENT],
      [accountFailuresKey(member.id), UNKNOWN_DEVICE_FAILURES_PER_ACCOUNT],
    ]);
    const forgive = () => this.limiter.forgive(...attempts);
    let matches: boolean;
    try {
      matches = await this.verify(member, password, {
        trusted: false,
        suspicion: attempts.reduce((sum, attempt) => sum + attempt.earlier, 0),
      });
    } catch (error) {
      // The server was too busy to hash: not a guess anyone should pay for.
      await forgive();
      throw error;
    }
    if (!matches) throw new ApiError(401, MESSAGES.emailOrPasswordIncorrect);
    await forgive();
    const peoples = await this.openSession(member, request);
    return { peoples, deviceToken: await this.devices.remember(client.deviceToken, member.id) };
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
  async checkSocial(
    fbid: string,
    accessToken: string | undefined,
    clientAddress: string,
  ): Promise<0 | 1> {
    await takeAccountLookup(this.limiter, clientAddress);
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
    await takeAccountLookup(this.limiter, clientAddress);
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
    await this.accounts.setPasswordHash(member.id, await this.hash(member.id, password));
    await this.sessions.closeAllOf(member.id);
    // The owner of the address proved themselves: earlier wrong guesses no longer count.
    await this.limiter.clear(accountFailuresKey(member.id), UNKNOWN_DEVICE_FAILURES_PER_ACCOUNT);
    await this.limiter.clear(passwordChecksKey(member.id), PASSWORD_CHECKS_PER_MEMBER);
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
    await this.accounts.setPasswordHash(member.id, await this.hash(member.id, newPassword));
    await this.sessions.closeAllOf(member.id, { keep: session });
  }

  /**
   * A signed-in member's password (change, removal), limited per member before hashing: a
   * stolen session cannot guess it freely. A right one clears the member's count.
   */
  async checkPassword(
    member: SignInRecord,
    password: string,
    wrongMessage: string,
    wrongStatus: 400 | 401,
  ): Promise<void> {
    const attempt = await this.limiter.take(
      passwordChecksKey(member.id),
      PASSWORD_CHECKS_PER_MEMBER,
    );
    let matches: boolean;
    try {
      matches = await this.verify(member, password, MEMBER_TICKET, memberKey(member.id));
    } catch (error) {
      await this.limiter.forgive(attempt);
      throw error;
    }
    if (!matches) throw new ApiError(wrongStatus, wrongMessage);
    await this.limiter.clear(passwordChecksKey(member.id), PASSWORD_CHECKS_PER_MEMBER);
  }

  /** The hash at the gate; with a key, as one of that key's requests in progress. */
  private verify(
    member: SignInRecord,
    password: string,
    ticket: HashingTicket,
    key?: string,
  ): Promise<boolean> {
    // No password can be longer than the rule allows: such a guess is wrong without hashing.
    if (password.length > LIMITS.passwordMax) return Promise.resolve(false);
    const task = () => this.hasher.verify(member.password_hash, password);
    return key === undefined ? this.gate.run(task, ticket) : this.gate.runAs(key, task, ticket);
  }

  private hash(memberId: number, password: string): Promise<string> {
    return this.gate.runAs(memberKey(memberId), () => this.hasher.hash(password), MEMBER_TICKET);
  }

  private async openSession(
    member: SignInRecord,
    request: Pick<PasswordSignIn, 'fcmtoken' | 'language' | 'reactivate'>,
  ): Promise<SignedIn> {
    // Told only once the password (or the provider) proved the account is theirs.
    const refusal = standingRefusalOf(member, this.now());
    if (refusal) {
      const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
      throw new ApiError(403, standingRefusalText(refusal, language));
    }
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
