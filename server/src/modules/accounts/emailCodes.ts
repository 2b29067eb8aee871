import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, MESSAGES } from '@dating/contract/rules';
import type { EmailCodePurpose } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { DAY_MS, HOUR_MS, MINUTE_MS, type RateLimiter } from '../../limits/rateLimiter';
import type { Mailer } from '../../mail/mailer';
import type { EmailCodesRepository } from './emailCodesRepository';

const CODE_LIFETIME_MS = 10 * MINUTE_MS;
/** A code dies after this many wrong tries. */
const CODE_MAX_TRIES = 5;
/** A verified sign-up code lets signupweb run within this time. */
const VERIFIED_LIFETIME_MS = HOUR_MS;
/**
 * At most 3 codes an hour and 10 a day per address and purpose: with 5 tries each, at most 50
 * of the 10,000 codes can be tried a day, so sweeping them cannot succeed.
 */
const SENDS_PER_ADDRESS = {
  limits: [
    { max: 3, windowMs: HOUR_MS },
    { max: 10, windowMs: DAY_MS },
  ],
} as const;
/** Codes mailed from one network address to any e-mail addresses (mail bombing). */
const SENDS_PER_CLIENT = { limits: [{ max: 20, windowMs: HOUR_MS }] } as const;

const MAIL_TEXT: Record<EmailCodePurpose, { subject: string; intro: string }> = {
  signup: { subject: 'Your verification code', intro: 'Your verification code is' },
  reset: { subject: 'Your password reset code', intro: 'Your password reset code is' },
};

export function randomCode(): string {
  return String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
}

function hashCode(email: string, purpose: EmailCodePurpose, code: string): Buffer {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest();
}

/**
 * The 4-digit codes mailed to prove an address (sign-up) or to reset a password: single use,
 * valid 10 minutes, dead after 5 wrong tries, and sent at most 3 times an hour, 10 a day.
 */
export class EmailCodes {
  constructor(
    private readonly repository: EmailCodesRepository,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly generateCode: () => string = randomCode,
  ) {}

  /** Mails a new code (the earlier one dies); 429 past the sending limits. */
  async send(email: string, purpose: EmailCodePurpose, clientAddress: string): Promise<void> {
    await this.limiter.takeAll([
      [`code-send:${purpose}:${email}`, SENDS_PER_ADDRESS],
      [`code-send-ip:${clientAddress}`, SENDS_PER_CLIENT],
    ]);
    const code = this.generateCode();
    const expiresAt = new Date(this.now().getTime() + CODE_LIFETIME_MS);
    await this.repository.replace(
      email,
      purpose,
      hashCode(email, purpose, code).toString('hex'),
      expiresAt,
    );
    const { subject, intro } = MAIL_TEXT[purpose];
    await this.mailer.send({
      to: email,
      subject,
      text: `${intro} ${code}. It is valid for ${CODE_LIFETIME_MS / MINUTE_MS} minutes.`,
    });
  }

  /** Checks a code and uses it up; 400 'The OTP is not valid' for any wrong, old or dead one. */
  async verify(email: string, purpose: EmailCodePurpose, code: string): Promise<void> {
    const now = this.now();
    const storedHash = await this.repository.takeTry(email, purpose, now, CODE_MAX_TRIES);
    const given = hashCode(email, purpose, code);
    if (storedHash === undefined || !timingSafeEqual(Buffer.from(storedHash, 'hex'), given)) {
      throw new ApiError(400, MESSAGES.otpNotValid);
    }
    await this.repository.markVerified(email, purpose, now);
  }

  /** Whether the address was proven with a code recently enough to sign up with it. */
  async isVerified(email: string, purpose: EmailCodePurpose): Promise<boolean> {
    const verifiedAt = await this.repository.verifiedAt(email, purpose);
    return (
      verifiedAt !== null && this.now().getTime() - verifiedAt.getTime() <= VERIFIED_LIFETIME_MS
    );
  }

  forget(email: string, purpose: EmailCodePurpose): Promise<void> {
    return this.repository.delete(email, purpose);
  }
}
