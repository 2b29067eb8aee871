import type {
  BlurredPersonCard,
  FeedItem,
  MemberProfileDetail,
  PersonCard,
  SwipeKind,
} from '@dating/shared/api';
import { MESSAGES } from '@dating/shared/rules';
import { ApiError } from '../../http/apiError';
import type { FileStorage } from '../../storage/fileStorage';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import type { DiscoveryRepository } from './discoveryRepository';
import type { PersonCardRow } from './personCardRows';
import { isPremium, visibleAge, visiblePlace, type PersonCards } from './personCards';
import type { ListMark, RelationshipsRepository, Viewer } from './relationshipsRepository';

const flag = (value: boolean) => (value ? 'true' : 'false');

type PeopleRequests =
  { blurred: 'false'; peoples: PersonCard[] } | { blurred: 'true'; peoples: BlurredPersonCard[] };

export interface FriendsQuery {
  limit: number;
  search: string;
  onlineOnly: boolean;
}

/**
 * The people related to a member: visitors, likes and super likes received, matches, reports,
 * other members' profiles and the matches' feeds. Visitors and likes are premium: a free member
 * gets blurred cards without ids (spec section 6).
 */
export class RelationshipsService {
  constructor(
    private readonly repository: RelationshipsRepository,
    private readonly photos: Pick<DiscoveryRepository, 'photosOf'>,
    private readonly cards: PersonCards,
    private readonly storage: FileStorage,
    private readonly now: () => Date,
  ) {}

  async visitors(memberId: number, limit: number): Promise<PeopleRequests> {
    const viewer = await this.viewer(memberId);
    const rows = await this.repository.visitors({ viewer, limit });
    return this.gated(viewer, rows, 'visitors_seen_at', true);
  }

  async requests(memberId: number, limit: number, kind: SwipeKind): Promise<PeopleRequests> {
    const viewer = await this.viewer(memberId);
    const rows = await this.repository.requests({ viewer, limit }, kind);
    const mark = kind === 'like' ? 'likes_seen_at' : 'superlikes_seen_at';
    return this.gated(viewer, rows, mark, kind === 'like');
  }

  async friends(memberId: number, query: FriendsQuery): Promise<PersonCard[]> {
    const viewer = await this.viewer(memberId);
    const rows = await this.repository.friends(
      { viewer, limit: query.limit },
      { search: query.search.trim(), onlineOnly: query.onlineOnly },
    );
    return this.cards.cards(rows, await this.photos.photosOf(rows.map((row) => row.id)));
  }

  async recordVisit(memberId: number, visitedId: number): Promise<void> {
    if (visitedId === memberId) return;
    if (!(await this.repository.memberExists(visitedId))) {
      throw new ApiError(404, DISCOVERY_MESSAGES.memberNotFound);
    }
    await this.repository.recordVisit(memberId, visitedId, this.now());
  }

  /**
   * webprofilenew: another active member with no block either way. An invisible member opens
   * only to those they matched or swiped.
   */
  async profile(memberId: number, otherId: number): Promise<MemberProfileDetail> {
    if (otherId === memberId) throw new ApiError(400, DISCOVERY_MESSAGES.notYourself);
    const viewer = await this.viewer(memberId);
    const row = await this.repository.memberDetail(otherId, viewer);
    const relation = await this.repository.relation(memberId, otherId);
    const hidden = row?.invisible && !relation.matched && relation.theirs === null;
    if (!row || row.status !== 'active' || hidden) {
      throw new ApiError(404, DISCOVERY_MESSAGES.memberNotFound);
    }
    const photos = await this.photos.photosOf([memberId, otherId]);
    const urls = (photos.get(otherId) ?? []).map((photo) => this.storage.urlOf(photo.image_name));
    const own = photos.get(memberId)?.[0];
    const now = this.now();
    return {
      user_id: row.id,
      user_name: row.name,
      user_image: urls[0] ?? '',
      loguser_image: own ? this.storage.urlOf(own.image_name) : '',
      imagess: urls,
      interest_other: row.interests,
      bio: row.bio,
      job: row.job,
      company: row.company,
      school: row.school,
      gender: row.gender,
      age: visibleAge(row, now),
      ...visiblePlace(row),
      show_age: flag(row.show_age),
      show_location: flag(row.show_location),
      premium_member: flag(isPremium(row.premium_until, now)),
      online: row.online ? '1' : '0',
      report: flag(relation.reported),
      send_match: sendMatchOf(relation),
    };
  }

  async toggleReport(memberId: number, reportedId: number): Promise<boolean> {
    if (reportedId === memberId) throw new ApiError(400, DISCOVERY_MESSAGES.notYourself);
    if (!(await this.repository.memberExists(reportedId))) {
      throw new ApiError(404, DISCOVERY_MESSAGES.memberNotFound);
    }
    return this.repository.toggleReport(memberId, reportedId, this.now());
  }

  /** unfriendweb and webunfriend: the match ends (idempotent). */
  async unfriend(memberId: number, otherId: number): Promise<void> {
    if (otherId === memberId) throw new ApiError(400, DISCOVERY_MESSAGES.notYourself);
    await this.repository.deleteMatch(memberId, otherId);
  }

  async feeds(memberId: number, limit: number): Promise<FeedItem[]> {
    const rows = await this.repository.feeds(memberId, limit);
    const photos = await this.photos.photosOf([...new Set(rows.map((row) => row.member_id))]);
    return rows.map((row) => {
      const main = photos.get(row.member_id)?.[0];
      return {
        feed_id: row.id,
        user_id: row.member_id,
        user_name: row.name,
        user_image: main ? this.storage.urlOf(main.image_name) : '',
        feed_type: row.type,
        feed_content: row.content,
        feed_content_images: row.images.map((name) => this.storage.urlOf(name)),
        liked: flag(Boolean(row.liked)),
        gender: row.gender,
        feed_time: row.created_at.toISOString(),
      };
    });
  }

  /** webfeedlike: once per member and item, for items of the member's matches only. */
  async likeFeed(memberId: number, feedId: number): Promise<void> {
    const item = await this.repository.feedItem(memberId, feedId);
    if (!item) throw new ApiError(404, DISCOVERY_MESSAGES.feedNotFound);
    if (!(await this.repository.likeFeed(feedId, memberId, this.now()))) {
      throw new ApiError(409, DISCOVERY_MESSAGES.feedAlreadyLiked);
    }
  }

  private async viewer(memberId: number): Promise<Viewer & { premium_until: Date | null }> {
    const viewer = await this.repository.findViewer(memberId);
    if (!viewer) throw new ApiError(404, MESSAGES.invalidAccess);
    return viewer;
  }

  /** Real cards for premium members; for free ones, blurred cards without ids when premiumOnly. */
  private async gated(
    viewer: { id: number; premium_until: Date | null },
    rows: PersonCardRow[],
    mark: ListMark,
    premiumOnly: boolean,
  ): Promise<PeopleRequests> {
    const now = this.now();
    await this.repository.markSeen(viewer.id, mark, now);
    const photos = await this.photos.photosOf(rows.map((row) => row.id));
    if (!premiumOnly || isPremium(viewer.premium_until, now)) {
      return { blurred: 'false', peoples: this.cards.cards(rows, photos) };
    }
    return {
      blurred: 'true',
      peoples: rows.map((row, index) => this.cards.blurred(row, photos.get(row.id) ?? [], index)),
    };
  }
}

function sendMatchOf(relation: { matched: boolean; mine: string | null }): '0' | '1' | '3' {
  if (relation.matched) return '1';
  return relation.mine === 'like' || relation.mine === 'superlike' ? '3' : '0';
}
