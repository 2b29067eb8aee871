import type { MatchResult, PersonCard, SwipeKind } from '@dating/contract/schemas';
import { MESSAGES, validateLikeComment, type Language } from '@dating/contract/rules';
import type { DomainEvents, MatchEnded } from '../../events/domainEvents';
import { ApiError } from '../../http/apiError';
import type { Attempt, RateLimiter } from '../../limits/rateLimiter';
import type { ContentService } from '../content/contentService';
import type { DiscoveryRepository } from '../discovery/discoveryRepository';
import type { MemberVisibility } from '../discovery/memberVisibility';
import { isPremium, type PersonCards } from '../discovery/personCards';
import type { HiddenWordsService } from '../hiddenWords/hiddenWordsService';
import type { PromptsService } from '../prompts/promptsService';
import type { VerifiedContactService } from '../verifiedContact/verifiedContactService';
import type { YourTurnGate } from '../yourTurn/yourTurnGate';
import { NOTHING_LIKED } from './likedItems';
import { takeLike } from './likeLimits';
import { LIKE_MESSAGES } from './likeMessages';
import type { ScamReview } from '../scams/scamReview';
import type { LikeNote, Liker, LikesRepository } from './likesRepository';

/** A like or super like given: the member's super likes left, and the match if it made one. */
export interface SwipeOutcome {
  match: MatchResult | null;
  superlikeCount: number;
}

/** A super like with none left: the browser offers packs (409 with superlike_count 0). */
export class OutOfSuperlikes extends ApiError {
  constructor() {
    super(409, LIKE_MESSAGES.outOfSuperlikes);
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

export interface LikesDependencies {
  repository: LikesRepository;
  photos: Pick<DiscoveryRepository, 'photosOf'>;
  cards: PersonCards;
  content: Pick<ContentService, 'settings'>;
  prompts: Pick<PromptsService, 'answerOf'>;
  limiter: RateLimiter;
  visibility: Pick<MemberVisibility, 'look'>;
  /** Holds likes while too many matches wait for the member's reply. */
  yourTurn: Pick<YourTurnGate, 'assertMayLike'>;
  /** A like's comment is a first contact: refused to a verified-only member from the unverified. */
  verifiedContact: Pick<VerifiedContactService, 'assertMayContact'>;
  /** A comment with the liked member's hidden words goes to their Hidden folder. */
  hiddenWords: Pick<HiddenWordsService, 'hides'>;
  /** Where `liked`, `superLiked`, `matched` and `unmatched` are raised, once each, after commit. */
  events: DomainEvents;
  /** Refuses a comment asking to move to another app or for money. */
  scams: Pick<ScamReview, 'refuseShared'>;
  now: () => Date;
}

/**
 * Likes, super likes, aimed likes, declines, rewind and the end of matches (spec sections 4 and
 * 7): who may be liked, the daily like limit, super-like spending, and the match two likes make.
 * What follows from them (notifications, the match's first chat messages) reacts to its events.
 */
export class LikesService {
  constructor(private readonly deps: LikesDependencies) {}

  /**
   * webmatch: a like or super like, perhaps aimed at one photo or answer with a comment; a mutual
   * one creates the match.
   */
  async swipe(
    memberId: number,
    targetId: number,
    kind: SwipeKind,
    aim: LikeAim = {},
  ): Promise<SwipeOutcome> {
    const { now } = this.deps;
    // Your Turn and the settings are read while the look is out; a refusal still comes in the
    // rules' order (a handled rejection waits for its turn).
    const turn = this.deps.yourTurn.assertMayLike(memberId);
    const settings = this.deps.content.settings();
    for (const early of [turn, settings]) early.catch(() => undefined);
    // A like is a tie that opens the profile: only of someone the member may look at.
    await this.deps.visibility.look(memberId, targetId);
    await turn;
    const note = await this.likeNote(targetId, aim);
    if (note.comment !== null) {
      await this.deps.verifiedContact.assertMayContact(memberId, targetId);
      note.comment_hidden = await this.deps.hiddenWords.hides(targetId, note.comment);
    }
    const dailyLimit = Number((await settings).daily_free_likes);
    const at = now();
    let like: Attempt | null = null;
    const given = await this.deps.repository
      .transaction(async (repository) => {
        const { liker, target, previous } = await this.swipePair(repository, memberId, targetId);
        if (previous === kind) throw new ApiError(409, LIKE_MESSAGES.alreadySwiped(kind));
        let superlikeCount = liker.superlike_count;
        if (kind === 'superlike') {
          const left = await repository.spendSuperlike(memberId);
          if (left === null) throw new OutOfSuperlikes();
          superlikeCount = left;
        } else if (!isPremium(liker.premium_until, at)) {
          like = await takeLike(this.deps.limiter, memberId, dailyLimit);
        }
        const { theirs } = await repository.saveSwipe(memberId, targetId, kind, at, note);
        const mutual = theirs !== null && theirs !== 'nope';
        const madeMatch = mutual && (await repository.createMatch(memberId, targetId, at));
        return { liker, target, superlikeCount, mutual, madeMatch };
      })
      .catch(async (error: unknown) => {
        // Not given after all: the like is not counted.
        if (like) await this.deps.limiter.forgive(like);
        throw error;
      });
    const { liker, target, mutual, madeMatch } = given;
    const { events } = this.deps;
    const likeGiven = {
      likerId: memberId,
      likerName: liker.name,
      likedId: targetId,
      at,
      madeMatch,
    };
    // A restricted member's like is kept but tells no one, unless it made the match.
    if (liker.restricted_at === null || madeMatch) {
      await events.raise(kind === 'superlike' ? 'superLiked' : 'liked', likeGiven);
    }
    if (madeMatch) {
      await events.raise('matched', {
        memberId,
        memberName: liker.name,
        otherId: targetId,
        at,
      });
    }
    if (!mutual) return { match: null, superlikeCount: given.superlikeCount };
    const photos = await this.deps.photos.photosOf([memberId, targetId]);
    return {
      match: {
        loguser_image: this.deps.cards.mainPhoto(photos.get(memberId)),
        frienduser_image: this.deps.cards.mainPhoto(photos.get(targetId)),
        frienduser_name: target.name,
        frienduser_id: target.id,
      },
      superlikeCount: given.superlikeCount,
    };
  }

  /** webunmatch: nope or decline; a match between the two ends. */
  async decline(memberId: number, targetId: number): Promise<void> {
    const at = this.deps.now();
    const ended = await this.deps.repository.transaction(async (repository) => {
      await this.swipePair(repository, memberId, targetId);
      await repository.saveSwipe(memberId, targetId, 'nope', at);
      return repository.deleteMatch(memberId, targetId, at);
    });
    if (ended) await this.matchEnded({ memberId, otherId: targetId, at });
  }

  /** unfriendweb and webunfriend: the match ends (idempotent). */
  async unfriend(memberId: number, otherId: number): Promise<void> {
    if (otherId === memberId) throw new ApiError(400, LIKE_MESSAGES.notYourself);
    const at = this.deps.now();
    if (await this.deps.repository.deleteMatch(memberId, otherId, at)) {
      await this.matchEnded({ memberId, otherId, at });
    }
  }

  /**
   * webundomatch: premium only, the last swipe only, once: the swipe is forgotten (a super like
   * given back, a match it made undone) and the card comes back.
   */
  async undo(
    memberId: number,
    language: Language,
  ): Promise<{ card: PersonCard; superlikeCount: number }> {
    const { cards, now } = this.deps;
    const at = now();
    const undone = await this.deps.repository.transaction(async (repository) => {
      const liker = await this.liker(memberId, repository);
      if (!isPremium(liker.premium_until, at)) {
        throw new ApiError(403, LIKE_MESSAGES.rewindPremium);
      }
      const last = await repository.lastSwipe(memberId);
      const undoneAt = await repository.undoneAt(memberId);
      if (!last || (undoneAt !== null && last.created_at <= undoneAt)) {
        throw new ApiError(409, LIKE_MESSAGES.nothingToRewind);
      }
      await repository.deleteSwipe(memberId, last.target_id);
      const ended = await repository.deleteMatch(memberId, last.target_id, at);
      const superlikeCount =
        last.kind === 'superlike'
          ? await repository.refundSuperlike(memberId)
          : liker.superlike_count;
      await repository.setUndoneAt(memberId, at);
      const row = await repository.cardOf(last.target_id, liker);
      if (!row) throw new ApiError(404, LIKE_MESSAGES.memberNotFound);
      return { row, superlikeCount, ended };
    });
    const { row, superlikeCount, ended } = undone;
    if (ended) await this.matchEnded({ memberId, otherId: row.id, at });
    const photos = await this.deps.photos.photosOf([row.id]);
    return { card: cards.card(row, photos.get(row.id) ?? [], 0, language), superlikeCount };
  }

  /** webgetcheck: the super likes left. */
  async superlikeCount(memberId: number): Promise<number> {
    return (await this.liker(memberId)).superlike_count;
  }

  private matchEnded(event: MatchEnded): Promise<void> {
    return this.deps.events.raise('unmatched', event);
  }

  /** The aim and comment of a like, checked: one photo or one answer the target has now. */
  private async likeNote(targetId: number, aim: LikeAim): Promise<LikeNote> {
    const problem = validateLikeComment(aim.comment ?? '');
    if (problem) throw new ApiError(400, problem);
    await this.deps.scams.refuseShared([aim.comment]);
    const comment = aim.comment?.trim() || null;
    const photo = aim.liked_photo?.trim() ?? '';
    if (photo !== '' && aim.liked_prompt !== undefined) {
      throw new ApiError(400, MESSAGES.likeOneItem);
    }
    if (photo !== '') {
      // The address the profile showed, or the storage name itself.
      const name = photo.split('/').pop() ?? '';
      const photos = (await this.deps.photos.photosOf([targetId])).get(targetId) ?? [];
      if (!photos.some((shown) => shown.image_name === name)) {
        throw new ApiError(400, MESSAGES.likedItemNotFound);
      }
      return { ...NOTHING_LIKED, liked_photo: name, comment };
    }
    if (aim.liked_prompt !== undefined) {
      const answer = await this.deps.prompts.answerOf(targetId, aim.liked_prompt);
      if (answer === undefined) throw new ApiError(400, MESSAGES.likedItemNotFound);
      return { ...NOTHING_LIKED, liked_prompt_id: aim.liked_prompt, liked_answer: answer, comment };
    }
    return { ...NOTHING_LIKED, comment };
  }

  private async liker(
    memberId: number,
    repository: LikesRepository = this.deps.repository,
  ): Promise<Liker> {
    const liker = await repository.findLiker(memberId);
    if (!liker) throw new ApiError(404, MESSAGES.invalidAccess);
    return liker;
  }

  /**
   * The swiper and someone they may swipe (another active member, no block either way), with the
   * swiper's swipe of them so far.
   */
  private async swipePair(repository: LikesRepository, memberId: number, targetId: number) {
    if (targetId === memberId) throw new ApiError(400, LIKE_MESSAGES.notYourself);
    const pair = await repository.swipePair(memberId, targetId);
    if (!pair) throw new ApiError(404, MESSAGES.invalidAccess);
    const { liker, target, blocked, previous } = pair;
    if (target?.status !== 'active' || blocked) {
      throw new ApiError(404, LIKE_MESSAGES.memberNotFound);
    }
    return { liker, target, previous };
  }
}
