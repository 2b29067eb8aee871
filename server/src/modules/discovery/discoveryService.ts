import {
  FILTER_GENDERS,
  type FilterGender,
  type MatchResult,
  type PersonCard,
  type SetFilterFields,
  type SwipeKind,
} from '@dating/shared/contract';
import {
  DEFAULT_LANGUAGE,
  LIMITS,
  MESSAGES,
  validateLikeComment,
  type Language,
} from '@dating/shared/rules';
import { ApiError } from '../../http/apiError';
import type { Attempt, RateLimiter } from '../../limits/rateLimiter';
import { isUnkind } from '../chat/kindness/kindnessCheck';
import type { ContentService } from '../content/contentService';
import type { PromptsService } from '../prompts/promptsService';
import { mayPushLike, takeFilterDistanceChange, takeLike } from './discoveryLimits';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import type { MemberVisibility } from './memberVisibility';
import type {
  DiscoveryRepository,
  FilterChange,
  LikeNote,
  PhotoNames,
  PostedLikeComments,
  Searcher,
} from './discoveryRepository';
import { NOTHING_LIKED } from './likedItems';
import { isPremium, type PersonCards } from './personCards';
import { filterFieldChanges } from '../profile/profileFieldColumns';

/** A like or super like given: someone to tell (like notifications), and whether it matched. */
export interface SwipeOutcome {
  match: MatchResult | null;
  superlikeCount: number;
  /**
   * Who was liked and by whom, for the like notification; null when the liked member already had
   * one from this liker today.
   */
  liked: { memberId: number; kind: SwipeKind; fromName: string } | null;
  /** The chat messages the match made of the likes' comments, to deliver live. */
  likeComments: PostedLikeComments | null;
}

/** A super like with none left: the browser offers packs (409 with superlike_count 0). */
export class OutOfSuperlikes extends ApiError {
  constructor() {
    super(409, DISCOVERY_MESSAGES.outOfSuperlikes);
  }
}

/** What a like may aim at, as webmatch's optional fields carry it. */
export interface LikeAim {
  /** The address (or storage name) of one of the liked member's photos. */
  liked_photo?: string;
  /** The id of a prompt the liked member answered. */
  liked_prompt?: number;
  comment?: string;
}

/** websetfilter's fields as they arrive; the service checks each. */
export type FilterForm = Omit<SetFilterFields, 'user_id'>;

/** The place a filter moves the member to, handed to the profile's rules. */
export interface Relocation {
  place: string;
  lat: string;
  lon: string;
}

export interface DiscoveryDependencies {
  repository: DiscoveryRepository;
  cards: PersonCards;
  content: ContentService;
  prompts: Pick<PromptsService, 'answerOf'>;
  limiter: RateLimiter;
  visibility: Pick<MemberVisibility, 'look'>;
  /** The profile's change of location (premium only, rate-limited, feed item). */
  relocate: (memberId: number, place: Relocation) => Promise<void>;
  now: () => Date;
}

/**
 * People near you, swipes, rewind and the filter (spec sections 4 and 7, Discovery and
 * matching): who may be shown, the like limit, super-like spending and matches.
 */
export class DiscoveryService {
  constructor(private readonly deps: DiscoveryDependencies) {}

  /** The swipe deck: each card carries the member's prompts, in `language`. */
  async people(
    memberId: number,
    limit: number,
    verifiedOnly = false,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<PersonCard[]> {
    const { repository, cards, now } = this.deps;
    const rows = await repository.nearbyPeople({
      searcherId: memberId,
      limit: Math.min(limit, LIMITS.nearbyPeopleLimit),
      now: now(),
      verifiedOnly,
      language,
    });
    // No one near may also mean no member: that one is refused as before.
    if (rows.length === 0) await this.searcher(memberId);
    return rows.map((row, index) => cards.card(row, row.photos, index, row.prompts));
  }

  /**
   * webmatch: a like or super like, perhaps aimed at one photo or answer with a comment; a mutual
   * one creates the match, and the comments of the two likes become the chat's first messages.
   */
  async swipe(
    memberId: number,
    targetId: number,
    kind: SwipeKind,
    aim: LikeAim = {},
  ): Promise<SwipeOutcome> {
    const { now } = this.deps;
    // A like is a tie that opens the profile: only of someone the member may look at.
    await this.deps.visibility.look(memberId, targetId);
    const note = await this.likeNote(targetId, aim);
    const dailyLimit = await this.dailyLikeLimit();
    let like: Attempt | null = null;
    const outcome = await this.deps.repository
      .transaction(async (repository) => {
        const searcher = await this.searcher(memberId, repository);
        const target = await this.target(repository, memberId, targetId);
        const previous = await repository.findSwipe(memberId, targetId);
        if (previous?.kind === kind)
          throw new ApiError(409, DISCOVERY_MESSAGES.alreadySwiped(kind));
        const at = now();
        let superlikeCount = searcher.superlike_count;
        if (kind === 'superlike') {
          const left = await repository.spendSuperlike(memberId);
          if (left === null) throw new OutOfSuperlikes();
          superlikeCount = left;
        } else if (!isPremium(searcher.premium_until, at)) {
          like = await takeLike(this.deps.limiter, memberId, dailyLimit);
        }
        await repository.saveSwipe(memberId, targetId, kind, at, note);
        const theirs = await repository.findSwipe(targetId, memberId);
        const mutual = theirs !== undefined && theirs.kind !== 'nope';
        let likeComments: PostedLikeComments | null = null;
        if (mutual) {
          await repository.createMatch(memberId, targetId, at);
          likeComments = await repository.postLikeComments(memberId, targetId, at, isUnkind);
        }
        const photos = mutual
          ? await repository.photosOf([memberId, targetId])
          : new Map<number, PhotoNames[]>();
        return {
          match: mutual
            ? {
                loguser_image: this.deps.cards.mainPhoto(photos.get(memberId)),
                frienduser_image: this.deps.cards.mainPhoto(photos.get(targetId)),
                frienduser_name: target.name,
                frienduser_id: target.id,
              }
            : null,
          superlikeCount,
          liked: { memberId: targetId, kind, fromName: searcher.name },
          likeComments,
        };
      })
      .catch(async (error: unknown) => {
        // Not given after all: the like is not counted.
        if (like) await this.deps.limiter.forgive(like);
        throw error;
      });
    const pushed = await mayPushLike(this.deps.limiter, memberId, targetId);
    return pushed ? outcome : { ...outcome, liked: null };
  }

  /** webunmatch: nope or decline; a match between the two ends. */
  async decline(memberId: number, targetId: number): Promise<void> {
    await this.deps.repository.transaction(async (repository) => {
      await this.target(repository, memberId, targetId);
      await repository.saveSwipe(memberId, targetId, 'nope', this.deps.now());
      await repository.deleteMatch(memberId, targetId, this.deps.now());
    });
  }

  /**
   * webundomatch: premium only, the last swipe only, once: the swipe is forgotten (a super like
   * given back, a match it made undone) and the card comes back.
   */
  async undo(memberId: number): Promise<{ card: PersonCard; superlikeCount: number }> {
    const { cards, now } = this.deps;
    return this.deps.repository.transaction(async (repository) => {
      const searcher = await this.searcher(memberId, repository);
      if (!isPremium(searcher.premium_until, now())) {
        throw new ApiError(403, DISCOVERY_MESSAGES.rewindPremium);
      }
      const last = await repository.lastSwipe(memberId);
      const undoneAt = await repository.undoneAt(memberId);
      if (!last || (undoneAt !== null && last.created_at <= undoneAt)) {
        throw new ApiError(409, DISCOVERY_MESSAGES.nothingToRewind);
      }
      await repository.deleteSwipe(memberId, last.target_id);
      await repository.deleteMatch(memberId, last.target_id, now());
      const superlikeCount =
        last.kind === 'superlike'
          ? await repository.refundSuperlike(memberId)
          : searcher.superlike_count;
      await repository.setUndoneAt(memberId, now());
      const row = await repository.cardOf(last.target_id, searcher);
      if (!row) throw new ApiError(404, DISCOVERY_MESSAGES.memberNotFound);
      const photos = await repository.photosOf([row.id]);
      return { card: cards.card(row, photos.get(row.id) ?? [], 0), superlikeCount };
    });
  }

  async superlikeCount(memberId: number): Promise<number> {
    return (await this.searcher(memberId)).superlike_count;
  }

  /**
   * websetfilter: every field checked; location and distance changes are rate-limited. No
   * purpose chosen (a new member's empty filter, or a client that sends none) means the member's
   * own purposes; purposes named but none of them known is refused.
   */
  async setFilter(memberId: number, body: FilterForm): Promise<void> {
    const { repository, limiter, content } = this.deps;
    const searcher = await this.searcher(memberId);
    const settings = await content.settings();
    const chosen = parsePurposeIds(body.people_for ?? []);
    const filter: FilterChange = {
      ...parseAgeRange(body.age, Number(settings.max_age)),
      filter_gender: parseGender(body.gender),
      filter_distance: parseDistance(body.distance, Number(settings.max_distance)),
      filter_purposes:
        chosen.length === 0 ? searcher.purposes : await repository.knownPurposes(chosen),
      ...filterFieldChanges(body),
    };
    if (chosen.length > 0 && filter.filter_purposes.length === 0) {
      throw new ApiError(400, MESSAGES.selectAnyOne);
    }
    const relocation = relocationOf(body, searcher);
    if (filter.filter_distance !== searcher.filter_distance) {
      await takeFilterDistanceChange(limiter, memberId);
    }
    if (relocation) await this.deps.relocate(memberId, relocation);
    await repository.setFilter(memberId, filter);
  }

  /** The aim and comment of a like, checked: one photo or one answer the target has now. */
  private async likeNote(targetId: number, aim: LikeAim): Promise<LikeNote> {
    const problem = validateLikeComment(aim.comment ?? '');
    if (problem) throw new ApiError(400, problem);
    const comment = aim.comment?.trim() || null;
    const photo = aim.liked_photo?.trim() ?? '';
    if (photo !== '' && aim.liked_prompt !== undefined) {
      throw new ApiError(400, MESSAGES.likeOneItem);
    }
    if (photo !== '') {
      // The address the profile showed, or the storage name itself.
      const name = photo.split('/').pop() ?? '';
      const photos = (await this.deps.repository.photosOf([targetId])).get(targetId) ?? [];
      if (!photos.some((shown) => shown.image_name === name)) {
        throw new ApiError(400, MESSAGES.likedItemNotFound);
      }
      return { ...NOTHING_LIKED, liked_photo: name, comment };
    }
    if (aim.liked_prompt !== undefined) {
      const answer = await this.deps.prompts.answerOf(targetId, aim.liked_prompt);
      if (answer === undefined) throw new ApiError(400, MESSAGES.likedItemNotFound);
      return {
        ...NOTHING_LIKED,
        liked_prompt_id: aim.liked_prompt,
        liked_answer: answer,
        comment,
      };
    }
    return { ...NOTHING_LIKED, comment };
  }

  private async dailyLikeLimit(): Promise<number> {
    const settings = await this.deps.content.settings();
    return Number(settings.daily_free_likes);
  }

  private async searcher(
    memberId: number,
    repository: DiscoveryRepository = this.deps.repository,
  ): Promise<Searcher> {
    const searcher = await repository.findSearcher(memberId);
    if (!searcher) throw new ApiError(404, MESSAGES.invalidAccess);
    return searcher;
  }

  /** Someone the member may swipe: another active member, no block either way. */
  private async target(repository: DiscoveryRepository, memberId: number, targetId: number) {
    if (targetId === memberId) throw new ApiError(400, DISCOVERY_MESSAGES.notYourself);
    const target = await repository.findTarget(targetId);
    if (target?.status === 'active') {
      const blocks = await repository.blocksBetween(memberId, targetId);
      if (!blocks.byMe && !blocks.byThem) return target;
    }
    throw new ApiError(404, DISCOVERY_MESSAGES.memberNotFound);
  }
}

function parseAgeRange(
  value: string,
  maxAge: number,
): Pick<FilterChange, 'filter_age_min' | 'filter_age_max'> {
  const match = /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(value);
  const min = Number(match?.[1]);
  const max = Number(match?.[2]);
  if (!match || min < LIMITS.minAge || max > maxAge || min > max) {
    throw new ApiError(400, DISCOVERY_MESSAGES.ageRange);
  }
  return { filter_age_min: min, filter_age_max: max };
}

function parseGender(value: string): FilterGender {
  const gender = FILTER_GENDERS.find((known) => known === value);
  if (!gender) throw new ApiError(400, DISCOVERY_MESSAGES.genderFilter);
  return gender;
}

function parseDistance(value: number, maxDistance: number): number {
  if (!Number.isInteger(value) || value < 0 || value > maxDistance) {
    throw new ApiError(400, DISCOVERY_MESSAGES.distance);
  }
  return value;
}

/** Purpose ids as repeated fields, a comma list or a JSON array. */
function parsePurposeIds(value: string | string[]): number[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    part.replace(/[[\]\s"]/g, '').split(','),
  );
  const ids = parts.filter(Boolean).map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id > 0)) {
    throw new ApiError(400, MESSAGES.invalidFormat);
  }
  return [...new Set(ids)];
}

/** The new place of the filter, or null when it names where the member already is. */
function relocationOf(body: FilterForm, searcher: Searcher): Relocation | null {
  const { place, lat, lon } = body;
  if (place === undefined && lat === undefined && lon === undefined) return null;
  const unchanged =
    (place ?? '').trim() === searcher.location &&
    Number(lat) === searcher.latitude &&
    Number(lon) === searcher.longitude;
  return unchanged ? null : { place: place ?? '', lat: lat ?? '', lon: lon ?? '' };
}
