import type { Language } from '@dating/contract/rules';
import { LRUCache } from 'lru-cache';
import type {
  CardDetails,
  NearbyPerson,
  NearbyQuery,
  NearbyReads,
  NearbyRow,
} from './discoveryRepository';

/** Cards held in memory at most; beyond it the least recently read go. */
const MAX_CARDS = 10_000;

/**
 * The reads of people near with other members' cards kept in memory, by language and member, at
 * the profile_revision they were read at. A page reads each member's revision (which the
 * triggers of db/cardRevision.ts change with anything of the card) instead of their row, photos
 * and prompts, and reads those only of the members this process has not seen at that revision.
 * Each process holds its own; none can hold a stale one.
 */
export class CachedCards implements NearbyReads {
  private readonly kept = new LRUCache<string, CardDetails>({ max: MAX_CARDS });

  constructor(private readonly reads: NearbyReads) {}

  nearbyPage(query: NearbyQuery): Promise<NearbyRow[]> {
    return this.reads.nearbyPage(query);
  }

  async cardsOf(
    members: readonly Pick<NearbyRow, 'id' | 'profile_revision'>[],
    language: Language,
  ): Promise<Map<number, CardDetails>> {
    const found = new Map<number, CardDetails>();
    const unseen: Pick<NearbyRow, 'id' | 'profile_revision'>[] = [];
    for (const member of members) {
      const kept = this.kept.get(`${language}:${member.id}`);
      if (kept?.profile_revision === member.profile_revision) found.set(member.id, kept);
      else unseen.push(member);
    }
    if (unseen.length === 0) return found;
    for (const [id, card] of await this.reads.cardsOf(unseen, language)) {
      this.kept.set(`${language}:${id}`, card);
      found.set(id, card);
    }
    return found;
  }
}

/**
 * Members of a page of people near with their cards, in the order given: a member deleted since
 * the page was read is left out.
 */
export async function withCards(
  reads: NearbyReads,
  rows: readonly NearbyRow[],
  language: Language,
): Promise<NearbyPerson[]> {
  const cards = await reads.cardsOf(rows, language);
  const people: NearbyPerson[] = [];
  for (const { id, online, distance } of rows) {
    const card = cards.get(id);
    // Object.assign, not a spread: V8 copies a spread object through its slow path, ten times
    // slower here.
    if (card) people.push(Object.assign({ online, distance }, card));
  }
  return people;
}
