import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberInterestsLookup } from '../content/contentRoutes';
import { AccountsRepository } from './accountsRepository';
import { memberOf } from './memberOf';

/** admindatass's hook: the calling member's interests (403 for another member's user_id). */
export function memberInterestsLookup(db: Kysely<Database>): MemberInterestsLookup {
  const accounts = new AccountsRepository(db);
  return (request) => accounts.interestsOf(memberOf(request));
}
