import type { Language } from '@dating/contract/rules';
import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { OwnProfileRepository, OwnProfileWithParts } from './ownProfileRepository';

/** Profiles held in memory at most; beyond it the least recently read go. */
const MAX_PROFILES = 10_000;

/** The read of a member's own profile (webprofile), as OwnProfileRepository and CachedProfiles answer it. */
export type OwnProfileReads = Pick<OwnProfileRepository, 'findOwnProfile'>;

/**
 * Own profiles kept in memory, by language and member, at the profile_revision they were read at:
 * a repeated webprofile reads one number (which the triggers of db/cardRevision.ts change with
 * anything of the answer) instead of the row, its photos and its prompts. Each process holds its
 * own; none can hold a stale one.
 */
export class CachedProfiles implements OwnProfileReads {
  private readonly kept = new LRUCache<string, OwnProfileWithParts>({ max: MAX_PROFILES });

  /**
   * The revisions, read for every webprofile that arrived in the same turn of the event loop in
   * one statement: under load, one round trip serves many calls (setImmediate runs once the
   * turn's arrived requests have been handled). Each read starts after its call arrived, so a
   * write answered before it is always seen.
   */
  private readonly revisions = new DataLoader<number, number | undefined>(
    async (memberIds) => {
      const revisions = await this.repository.profileRevisions(memberIds);
      return memberIds.map((id) => revisions.get(id));
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );

  constructor(
    private readonly repository: Pick<OwnProfileRepository, 'findOwnProfile' | 'profileRevisions'>,
  ) {}

  async findOwnProfile(
    memberId: number,
    language: Language,
  ): Promise<OwnProfileWithParts | undefined> {
    const key = `${language}:${memberId}`;
    const kept = this.kept.get(key);
    if (kept && (await this.revisions.load(memberId)) === kept.profile_revision) return kept;
    const row = await this.repository.findOwnProfile(memberId, language);
    if (row) this.kept.set(key, row);
    else this.kept.delete(key);
    return row;
  }
}
