import { MIN_COMMON_QUESTIONS } from '@dating/contract/schemas';

/** One side's weights over the questions both answered (IMPORTANCE_WEIGHTS). */
export interface SideTally {
  /** The weights of the questions where the other's answer is one this side accepts. */
  earned: number;
  /** The weights of every question both answered. */
  possible: number;
}

/** Two members over the questions both answered, as CompatibilityRepository.tallies reads it. */
export interface CommonTally {
  common: number;
  viewer: SideTally;
  member: SideTally;
}

/**
 * How satisfied one side is: the share of what matters to them that the other's answers give.
 * A side to whom none of the common questions matters (all irrelevant) is not let down by any.
 */
function satisfaction({ earned, possible }: SideTally): number {
  return possible === 0 ? 1 : earned / possible;
}

/**
 * The match percentage as OkCupid published it: the geometric mean of both sides'
 * satisfaction, less the margin of error 1/n of n questions in common (never below 0), in whole
 * percent. Null below MIN_COMMON_QUESTIONS questions in common: too few to say anything.
 */
export function matchPercent(tally: CommonTally): number | null {
  if (tally.common < MIN_COMMON_QUESTIONS) return null;
  const match = Math.sqrt(satisfaction(tally.viewer) * satisfaction(tally.member));
  return Math.round(Math.max(0, match - 1 / tally.common) * 100);
}
