import { MESSAGES } from '@dating/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/apiError';
import { DAY_MS, HOUR_MS } from '../../limits/rateLimiter';
import type { Mailer } from '../../mail/mailer';
import { digestMail, unsubscribePage } from './digestMail';
import type {
  ClaimedDigest,
  EmailDigestsRepository,
  EmailSettings,
} from './emailDigestsRepository';
import type { UnsubscribeLinks } from './unsubscribeLinks';

/**
 * How old a match or an unread message is before it is mailed: a member who comes back within
 * the hour sees it in the product, and the mail is for those who did not.
 */
export const DIGEST_DELAY_MS = HOUR_MS;
/** At most one digest a day per member. */
export const DIGEST_EVERY_MS = DAY_MS;
/** A member's first digest reports at most this far back: older news is no news. */
const FIRST_DIGEST_LOOKBACK_MS = 7 * DAY_MS;
/** Members claimed per statement: a claimed member is mailed before the next batch is taken. */
const CLAIM_BATCH = 50;

/** Digest e-mails: the member's switches, the daily mail of what they missed, unsubscribing. */
export class EmailDigestsService {
  constructor(
    private readonly repository: EmailDigestsRepository,
    private readonly mailer: Mailer,
    private readonly links: UnsubscribeLinks,
    private readonly publicUrl: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settings(memberId: number): Promise<EmailSettings> {
    const settings = await this.repository.settingsOf(memberId);
    if (!settings) throw new ApiError(404, MESSAGES.notFound);
    return settings;
  }

  setSettings(memberId: number, change: Partial<EmailSettings>): Promise<void> {
    return this.repository.setSettings(memberId, change);
  }

  /**
   * The page of an unsubscribe link: asking (GET) or done (POST, which turns both switches
   * off). A link the server did not sign is refused.
   */
  async unsubscribe(member: string, signature: string, confirm: boolean): Promise<string> {
    const memberId = this.links.verify(member, signature);
    if (memberId === null) throw new ApiError(400, MESSAGES.unsubscribeLinkInvalid);
    const language = await this.repository.languageOf(memberId);
    // A deleted member's link stays valid and changes nothing.
    if (confirm) await this.repository.unsubscribe(memberId);
    return unsubscribePage(language, confirm);
  }

  /**
   * Mails every member due a digest, batch by batch; answers how many were sent. A member whose
   * mail fails is released, to be tried at the next run; the error is logged, never thrown.
   */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.now();
      const claims = await this.repository.claimDue({
        now,
        dayAgo: new Date(now.getTime() - DIGEST_EVERY_MS),
        delayMs: DIGEST_DELAY_MS,
        firstSince: new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS),
        limit: CLAIM_BATCH,
      });
      for (const claim of claims) {
        if (await this.sendTo(claim, now)) sent += 1;
      }
      if (claims.length < CLAIM_BATCH) return sent;
    }
  }

  private async sendTo(claim: ClaimedDigest, now: Date): Promise<boolean> {
    try {
      // Each digest reports up to an hour before it was sent; the next one goes on from there.
      const window = {
        since: new Date(
          claim.previous_digest_at
            ? claim.previous_digest_at.getTime() - DIGEST_DELAY_MS
            : now.getTime() - FIRST_DIGEST_LOOKBACK_MS,
        ),
        until: new Date(now.getTime() - DIGEST_DELAY_MS),
      };
      const [matches, chats] = await Promise.all([
        claim.email_matches ? this.repository.newMatches(claim.id, window, now) : [],
        claim.email_messages ? this.repository.unreadChats(claim.id, window, now) : [],
      ]);
      // Read, unmatched or blocked since the claim: nothing left to tell.
      if (matches.length === 0 && chats.length === 0) return false;
      await this.mailer.send(
        digestMail({
          to: claim.email,
          name: claim.name,
          language: claim.language,
          matches,
          chats,
          unsubscribeLink: this.links.linkOf(claim.id),
          publicUrl: this.publicUrl,
        }),
      );
      return true;
    } catch (error) {
      this.log.error({ err: error, member: claim.id }, 'digest e-mail not sent');
      await this.repository
        .releaseClaim(claim)
        .catch((release: unknown) => this.log.error({ err: release }, 'digest claim not released'));
      return false;
    }
  }
}
