import type {
  FeedItem,
  MemberProfileDetail,
  PersonCard,
  SwipeKind,
} from '@dating/contract/schemas';
import { DEFAULT_LANGUAGE, LIMITS, MESSAGES, type Language } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { FileStorage } from '../../storage/fileStorage';
import type { RateLimiter } from '../../limits/rateLimiter';
import type { ContentService } from '../content/contentService';
import type { MatchPercents } from '../compatibility/matchPercents';
import type { PromptsService } from '../prompts/promptsService';
import { takeProfileRead } from './discoveryLimits';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import type { DiscoveryRepository } from './discoveryRepository';
import { likedItemOf } from '../likes/likedItems';
import type { MemberVisibility } from './memberVisibility';
import type { PersonCardRow } from './personCardRows';
import { isPremium, visibleAge, type BlurredCard, type PersonCards } from './personCards';
import type { ListMark, RelationshipsRepository, Viewer } from './relationshipsRepository';
import { profileFieldsOf } from '../profile/profileFieldColumns';

const flag = (value: boolean) => (value ? 'true' : 'false');

type PeopleRequests =
  { blurred: 'false'; peoples: PersonCard[] } | { blurred: 'true'; peoples: BlurredCard[] };

export interface FriendsQuery {
  limit: number;
  search: string;
  onlineOnly: boolean;
}

export interface RelationshipsDependencies {
  repository: RelationshipsRepository;
  photos: Pick<DiscoveryRepository, 'photosOf'>;
  cards: PersonCards;
  storage: FileStorage;
  visibility: MemberVisibility;
  limiter: RateLimiter;
  /** Names a profile's interests in the reader's language. */
  content: Pick<ContentService, 'interestNamesIn'>;
  /** The profile's prompt answers in the reader's language. */
  prompts: Pick<PromptsService, 'answersOf'>;
  /** The viewer's compatibility percentage with the profile's member. */
  matchPercents: Pick<MatchPercents, 'of'>;
  now: () => Date;
}

/**
 * The people related to a member: visitors, likes and super likes received, matches, reports,
 * other members' profiles and the matches' feeds. Visitors and likes are premium: a free member
 * gets blurred cards without ids (spec section 6).
 */
export class RelationshipsService {
  constructor(private readonly deps: RelationshipsDependencies) {}

  async visitors(memberId: number, limit: number, language: Language): Promise<PeopleRequests> {
    const viewer = await this.viewer(memberId);
    const rows = await this.deps.repository.visitors({ viewer, limit, now: this.deps.now() });
    return this.gated(viewer, rows, 'visitors_seen_at', true, language);
  }

  /**
   * Likes or super likes received. A like's comment and what it liked go on its card, blurred or
   * not: they were written to this member; who wrote them is what premium reveals.
   */
  async requests(
    memberId: number,
    limit: number,
    kind: SwipeKind,
    language: Language,
  ): Promise<PeopleRequests> {
    const viewer = await this.viewer(memberId);
    const rows = await this.deps.repository.requests({ viewer, limit, now: this.deps.now() }, kind);
    const mark = kind === 'like' ? 'likes_seen_at' : 'superlikes_seen_at';
    const answer = await this.gated(viewer, rows, mark, kind === 'like', language);
    const notes = rows.map((row) => {
      const liked = likedItemOf(row, (name) => this.deps.storage.urlOf(name));
      return row.comment === null && liked === null
        ? {}
        : { received_like: { comment: row.comment ?? '', liked } };
    });
    const noted = <Card>(cards: Card[]) =>
      cards.map((card, index) => ({ ...card, ...notes[index] }));
    return answer.blurred === 'true'
      ? { ...answer, peoples: noted(answer.peoples) }
      : { ...answer, peoples: noted(answer.peoples) };
  }

  async friends(memberId: number, query: FriendsQuery, language: Language): Promise<PersonCard[]> {
    const viewer = await this.viewer(memberId);
    const rows = await this.deps.repository.friends(
      { viewer, limit: query.limit, now: this.deps.now() },
      { search: query.search.trim(), onlineOnly: query.onlineOnly },
    );
    const photos = await this.deps.photos.photosOf(rows.map((row) => row.id));
    return this.deps.cards.cards(rows, photos, language);
  }

  /** websavedlist: whom the member saved for later, while they may still see them. */
  async saved(memberId: number, limit: number, language: Language): Promise<PersonCard[]> {
    const viewer = await this.viewer(memberId);
    const rows = await this.deps.repository.saved({ viewer, limit, now: this.deps.now() });
    const photos = await this.deps.photos.photosOf(rows.map((row) => row.id));
    return this.deps.cards.cards(rows, photos, language);
  }

  /**
   * websavemember: keeps someone the member may look at (404 otherwise, as for an unknown id)
   * for later, out of their deck, neither liked nor noped; LIMITS.savedPeopleMax at most.
   */
  async save(memberId: number, savedId: number): Promise<void> {
    await this.deps.visibility.look(memberId, savedId);
    const { repository, now } = this.deps;
    if (!(await repository.save(memberId, savedId, now(), LIMITS.savedPeopleMax))) {
      throw new ApiError(409, DISCOVERY_MESSAGES.savedListFull);
    }
  }

  /** webunsavemember: off the Saved list (whoever it named: nothing to tell). */
  async unsave(memberId: number, savedId: number): Promise<void> {
    await this.deps.repository.unsave(memberId, savedId);
  }

  /**
   * webvisitprofile: a visit to someone the member may look at (404 otherwise); a look at one's
   * own profile is no visit.
   */
  async visit(memberId: number, visitedId: number): Promise<void> {
    if (visitedId === memberId) return;
    await this.deps.visibility.look(memberId, visitedId);
    await this.deps.repository.recordVisit(memberId, visitedId, this.deps.now());
  }

  /**
   * webprofilenew: someone the member may look at (MemberVisibility; 404 otherwise, as for an
   * unknown id), at most PROFILE_READ_POLICY's reads an hour. Each read is a visit.
   */
  async profile(
    memberId: number,
    otherId: number,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<MemberProfileDetail> {
    if (otherId === memberId) throw new ApiError(400, DISCOVERY_MESSAGES.notYourself);
    await takeProfileRead(this.deps.limiter, memberId);
    const { member: row, relation } = await this.deps.visibility.look(memberId, otherId);
    // The visit's write (and its commit) beside the profile's reads.
    const [photos, interests, prompts, percents] = await Promise.all([
      this.deps.photos.photosOf([memberId, otherId]),
      this.deps.content.interestNamesIn(row.interests, language),
      this.deps.prompts.answersOf(otherId, language),
      this.deps.matchPercents.of(memberId, [otherId]),
      this.deps.repository.recordVisit(memberId, otherId, this.deps.now()),
    ]);
    const percent = percents.get(otherId);
    const urls = (photos.get(otherId) ?? []).map((photo) =>
      this.deps.storage.urlOf(photo.image_name),
    );
    const own = photos.get(memberId)?.[0];
    const now = this.deps.now();
    return {
      user_id: row.id,
      user_name: row.name,
      user_image: urls[0] ?? '',
      loguser_image: own ? this.deps.storage.urlOf(own.image_name) : '',
      imagess: urls,
      interest_other: interests,
      // As webprofile's: named by spec section 3 without a meaning (README, "Decisions").
      ex_web: '',
      ...profileFieldsOf(relation.matched ? 'matches' : 'members', row),
      age: visibleAge(row, now),
      ...this.deps.cards.place(row, language),
      show_age: flag(row.show_age),
      show_location: flag(row.show_location),
      premium_member: flag(isPremium(row.premium_until, now)),
      verified: flag(row.verified),
      online: row.online ? '1' : '0',
      report: flag(relation.reported),
      send_match: sendMatchOf(relation),
      prompts,
      ...(percent === undefined ? {} : { match_percent: percent }),
    };
  }

  async feeds(memberId: number, limit: number, language: Language): Promise<FeedItem[]> {
    const rows = await this.deps.repository.feeds(memberId, limit, this.deps.now());
    const photos = await this.deps.photos.photosOf([...new Set(rows.map((row) => row.member_id))]);
    return rows.map((row) => {
      const main = photos.get(row.member_id)?.[0];
      return {
        feed_id: row.id,
        user_id: row.member_id,
        user_name: row.name,
        user_image: main ? this.deps.storage.urlOf(main.image_name) : '',
        feed_type: row.type,
        feed_content:
          row.type === 'location' ? this.deps.cards.placeName(row.content, language) : row.content,
        feed_content_images: row.images.map((name) => this.deps.storage.urlOf(name)),
        liked: flag(Boolean(row.liked)),
        gender: row.gender,
        feed_time: row.created_at.toISOString(),
      };
    });
  }

  /** webfeedlike: once per member and item, for items of the member's matches only. */
  async likeFeed(memberId: number, feedId: number): Promise<void> {
    const item = await this.deps.repository.feedItem(memberId, feedId);
    if (!item) throw new ApiError(404, DISCOVERY_MESSAGES.feedNotFound);
    if (!(await this.deps.repository.likeFeed(feedId, memberId, this.deps.now()))) {
      throw new ApiError(409, DISCOVERY_MESSAGES.feedAlreadyLiked);
    }
  }

  private async viewer(memberId: number): Promise<Viewer & { premium_until: Date | null }> {
    const viewer = await this.deps.repository.findViewer(memberId);
    if (!viewer) throw new ApiError(404, MESSAGES.invalidAccess);
    return viewer;
  }

  /**
   * Real cards for premium members. Free members get blurred cards without ids when premiumOnly,
   * and never the distance of someone who came to them (it narrows down who they are).
   */
  private async gated(
    viewer: { id: number; premium_until: Date | null },
    rows: PersonCardRow[],
    mark: ListMark,
    premiumOnly: boolean,
    language: Language,
  ): Promise<PeopleRequests> {
    const now = this.deps.now();
    await this.deps.repository.markSeen(viewer.id, mark, now);
    const photos = await this.deps.photos.photosOf(rows.map((row) => row.id));
    if (isPremium(viewer.premium_until, now)) {
      return { blurred: 'false', peoples: this.deps.cards.cards(rows, photos, language) };
    }
    if (!premiumOnly) {
      const peoples = this.deps.cards
        .cards(rows, photos, language)
        .map((card) => ({ ...card, distance: null }));
      return { blurred: 'false', peoples };
    }
    return {
      blurred: 'true',
      peoples: rows.map((row, index) =>
        this.deps.cards.blurred(row, photos.get(row.id) ?? [], index, language),
      ),
    };
  }
}

function sendMatchOf(relation: { matched: boolean; mine: string | null }): '0' | '1' | '3' {
  if (relation.matched) return '1';
  return relation.mine === 'like' || relation.mine === 'superlike' ? '3' : '0';
}
