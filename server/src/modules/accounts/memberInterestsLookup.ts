import type { DatabaseLanes } from '../../db/databaseLanes';
import type { MemberInterestsLookup } from '../content/contentRoutes';
import { AccountsRepository } from './accountsRepository';
import { memberOf } from './memberOf';

/** admindatass's hook: the calling member's interests (403 for another member's user_id). */
export function memberInterestsLookup(database: DatabaseLanes): MemberInterestsLookup {
  const accounts = new AccountsRepository(database);
  return (request) => accounts.interestsOf(memberOf(request));
}
