import type { AccountStanding, ReportReason } from '@dating/contract/schemas';
import type { StandingRefusal } from '@dating/contract/rules';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** What a member's standing is read from (members columns). */
export interface StandingColumns {
  banned_at: Date | null;
  suspended_until: Date | null;
  standing_reason: ReportReason | null;
}

/**
 * Not banned, and not suspended at `now`, for the member of alias `m`: a suspension ends by
 * itself when its time passes, with no job to lift it. Discovery and sessions read it.
 */
export function inGoodStanding(now: Date | Expression<Date>, alias = 'm'): RawBuilder<SqlBool> {
  const banned = sql.ref(`${alias}.banned_at`);
  const until = sql.ref(`${alias}.suspended_until`);
  return sql<SqlBool>`(${banned} is null and (${until} is null or ${until} <= ${now}))`;
}

export function standingOf(member: StandingColumns, now: Date): AccountStanding {
  if (member.banned_at !== null) return 'banned';
  if (member.suspended_until !== null && member.suspended_until > now) return 'suspended';
  return 'active';
}

/** Why the member may not sign in now, or null. */
export function standingRefusalOf(member: StandingColumns, now: Date): StandingRefusal | null {
  const reason = member.standing_reason ?? 'other';
  switch (standingOf(member, now)) {
    case 'banned':
      return { standing: 'banned', reason };
    case 'suspended':
      return { standing: 'suspended', reason, until: member.suspended_until ?? now };
    case 'active':
    case 'deleted':
      return null;
  }
}
