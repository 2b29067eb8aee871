import type { PrivacyState, SnoozeChoice } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { isPremium } from '../discovery/personCards';
import type { PrivacyRepository, PrivacyRow } from './privacyRepository';
import { privacyStateOf } from './privacyState';

const HOUR_MS = 60 * 60 * 1000;

/** How long each choice snoozes; null: until the member turns it off. */
const SNOOZE_HOURS: Record<SnoozeChoice, number | null> = {
  day: 24,
  three_days: 72,
  week: 7 * 24,
  until_off: null,
};

/**
 * Snooze and incognito settings. Who sees whom is not decided here but in every list's SQL
 * (discovery's `listedTo`), which reads these columns with the clock: a snooze ends by itself and
 * incognito stops hiding anyone when premium ends, with no job to undo either.
 */
export class PrivacyService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly now: () => Date,
  ) {}

  /** websetsnooze: a new choice replaces the running snooze; 'off' ends it. */
  async setSnooze(memberId: number, choice: SnoozeChoice | 'off'): Promise<PrivacyState> {
    await this.member(memberId);
    const now = this.now();
    if (choice === 'off') {
      await this.repository.setSnooze(memberId, null);
    } else {
      const hours = SNOOZE_HOURS[choice];
      const until = hours === null ? null : new Date(now.getTime() + hours * HOUR_MS);
      await this.repository.setSnooze(memberId, { snoozed_at: now, snoozed_until: until });
    }
    return this.state(memberId);
  }

  /** websetincognito: turning it on is premium (spec section 6's privacy toggles are). */
  async setIncognito(memberId: number, incognito: boolean): Promise<PrivacyState> {
    const member = await this.member(memberId);
    if (incognito && !isPremium(member.premium_until, this.now())) {
      throw new ApiError(403, MESSAGES.premiumRequired);
    }
    await this.repository.setIncognito(memberId, incognito);
    return this.state(memberId);
  }

  private async state(memberId: number): Promise<PrivacyState> {
    return privacyStateOf(await this.member(memberId), this.now());
  }

  private async member(memberId: number): Promise<PrivacyRow> {
    const member = await this.repository.find(memberId);
    if (!member) throw new ApiError(404, MESSAGES.invalidAccess);
    return member;
  }
}
