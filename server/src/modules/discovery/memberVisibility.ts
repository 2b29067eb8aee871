import { MESSAGES } from '@dating/shared/rules';
import { ApiError } from '../../http/apiError';
import type { ContentService } from '../content/contentService';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import { standingOf } from '../moderation/memberStanding';
import { isPremium } from './personCards';
import type {
  MemberDetailRow,
  Relation,
  RelationshipsRepository,
  ViewerRow,
} from './relationshipsRepository';

/** Another member as the viewer may look at them, with what the answer needs. */
export interface Seen {
  viewer: ViewerRow;
  member: MemberDetailRow;
  relation: Relation;
}

/**
 * Who a member may look at (a profile, a visit, a like, a report): someone they could meet. An
 * active member with no block either way who is within the viewer's reach (the larger of their
 * filter distance and the admin's max_distance) or related to them. Anyone else is answered
 * exactly as an unknown id, so walking ids tells nothing.
 */
export class MemberVisibility {
  constructor(
    private readonly repository: RelationshipsRepository,
    private readonly content: ContentService,
    private readonly now: () => Date,
  ) {}

  async look(viewerId: number, memberId: number): Promise<Seen> {
    if (memberId === viewerId) throw new ApiError(400, DISCOVERY_MESSAGES.notYourself);
    const viewer = await this.repository.findViewer(viewerId);
    if (!viewer) throw new ApiError(404, MESSAGES.invalidAccess);
    const member = await this.repository.memberDetail(memberId, viewer);
    const relation = await this.repository.relation(viewerId, memberId);
    // An invisible member opens only to their matches and those they swiped.
    const hidden = member?.invisible && !relation.matched && relation.theirs === null;
    // A suspended or banned member is hidden like a deactivated one.
    const away = member?.status !== 'active' || standingOf(member, this.now()) !== 'active';
    if (!member || away || hidden) throw notFound();
    const reach = Math.max(1, viewer.filter_distance, await this.maxDistance());
    const premium = isPremium(viewer.premium_until, this.now());
    if (member.distance > reach && !related(relation, premium)) throw notFound();
    return { viewer, member, relation };
  }

  private async maxDistance(): Promise<number> {
    return Number((await this.content.settings()).max_distance);
  }
}

function notFound(): ApiError {
  return new ApiError(404, DISCOVERY_MESSAGES.memberNotFound);
}

/**
 * Any tie between the two. A like or visit received counts only for premium members: to a free
 * member those are blurred and unopenable (spec section 6), and opening the far ones' profiles by
 * id would pick the likers and visitors out. A super like received is never blurred.
 */
function related(relation: Relation, premium: boolean): boolean {
  return (
    relation.matched ||
    relation.chatted ||
    relation.reported ||
    relation.visitedByMe ||
    relation.mine === 'like' ||
    relation.mine === 'superlike' ||
    relation.theirs === 'superlike' ||
    (premium && (relation.theirs === 'like' || relation.visitedMe))
  );
}
