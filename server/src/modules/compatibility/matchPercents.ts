import type { CompatibilityRepository } from './compatibilityRepository';
import { matchPercent } from './matchPercent';

/**
 * A viewer's percentage with each of several members (a deck page's cards, a profile), read in
 * one statement. The discovery module builds its own: compatibility needs discovery's
 * memberVisibility, so discovery cannot need compatibility.
 */
export class MatchPercents {
  constructor(private readonly repository: Pick<CompatibilityRepository, 'tallies'>) {}

  /** The percentages by member; a member with too few questions in common is absent. */
  async of(viewerId: number, memberIds: readonly number[]): Promise<Map<number, number>> {
    const percents = new Map<number, number>();
    for (const [memberId, tally] of await this.repository.tallies(viewerId, memberIds)) {
      const percent = matchPercent(tally);
      if (percent !== null) percents.set(memberId, percent);
    }
    return percents;
  }
}
