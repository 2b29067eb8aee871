import type { CompatibilityRepository } from './compatibilityRepository';
import { matchPercent, type CommonTally } from './matchPercent';

/**
 * A viewer's percentage with each of several members (a profile's), read in one statement. The
 * discovery module builds its own: compatibility needs discovery's memberVisibility, so discovery
 * cannot need compatibility. The deck's page reads its tallies in its own statement
 * (commonTallies) and turns them with percentsOf.
 */
export class MatchPercents {
  constructor(private readonly repository: Pick<CompatibilityRepository, 'tallies'>) {}

  /** The percentages by member; a member with too few questions in common is absent. */
  async of(viewerId: number, memberIds: readonly number[]): Promise<Map<number, number>> {
    return percentsOf(await this.repository.tallies(viewerId, memberIds));
  }
}

/** Members' tallies as percentages by member; one with too few questions in common is absent. */
export function percentsOf(tallies: Iterable<[number, CommonTally]>): Map<number, number> {
  const percents = new Map<number, number>();
  for (const [memberId, tally] of tallies) {
    const percent = matchPercent(tally);
    if (percent !== null) percents.set(memberId, percent);
  }
  return percents;
}
