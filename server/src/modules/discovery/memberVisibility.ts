import { MESSAGES } from '@dating/contract/rules';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { isStoredPair } from '../../db/orderedPair';
import { ApiError } from '../../http/apiError';
import type { MemberOperand } from '../blocks/blocks';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import { inGoodStanding, standingOf } from '../moderation/memberStanding';
import { notRestricted } from '../moderation/shadowRestriction';
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
 * Whether the member of alias `alias` may appear in `viewer`'s lists of people: people near (the
 * deck and find new people), likes and super likes received, visitors, feeds, and the counts of
 * those. The one place snooze, incognito and sanctions are enforced, in SQL, so every list reads
 * the same rule: in good standing (not banned, not suspended at `now`), not restricted after
 * several members' reports (moderation/shadowRestriction.ts), not snoozed at `now` (a
 * snooze ends by itself when its time passes), and, while incognito with premium, only to members
 * they liked and to their matches. Matches keep the friends list and
 * chats, which do not read it, so a snooze tells them nothing.
 */
export function listedTo(
  viewer: MemberOperand,
  now: Date | Expression<Date>,
  alias = 'm',
): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const member = column('id');
  const notSnoozed = sql`(${column('snoozed_at')} is null
    or (${column('snoozed_until')} is not null and ${column('snoozed_until')} <= ${now}))`;
  const notIncognito = sql`(not ${column('incognito')} or ${column('premium_until')} is null
    or ${column('premium_until')} <= ${now})`;
  const likedViewer = sql`exists (select 1 from swipes privacy_like
    where privacy_like.swiper_id = ${member} and privacy_like.target_id = ${viewer}
      and privacy_like.kind in ('like', 'superlike'))`;
  const matchedViewer = sql`exists (select 1 from matches privacy_match
    where ${isStoredPair('privacy_match', viewer, sql.ref<number>(`${alias}.id`))})`;
  return sql<SqlBool>`(${inGoodStanding(now, alias)} and ${notRestricted(alias)} and ${notSnoozed}
    and (${notIncognito} or ${likedViewer} or ${matchedViewer}))`;
}

/**
 * Who a member may look at (a profile, a visit, a like, a report): someone they could meet. An
 * active member with no block either way who is within the viewer's reach (the larger of their
 * filter distance and the admin's max_distance) or related to them, and not kept out of the
 * viewer's lists by snooze or incognito unless matched or chatting. Anyone else is answered
 * exactly as an unknown id, so walking ids tells nothing.
 */
export class MemberVisibility {
  constructor(
    private readonly repository: RelationshipsRepository,
    private readonly now: () => Date,
  ) {}

  async look(viewerId: number, memberId: number): Promise<Seen> {
    if (memberId === viewerId) throw new ApiError(400, DISCOVERY_MESSAGES.notYourself);
    // The relation needs neither row: read beside the viewer's, a round trip fewer.
    const [viewer, relation] = await Promise.all([
      this.repository.findViewer(viewerId),
      this.repository.relation(viewerId, memberId),
    ]);
    if (!viewer) throw new ApiError(404, MESSAGES.invalidAccess);
    const member = await this.repository.memberDetail(memberId, viewer, this.now());
    // An invisible member opens only to their matches and those they swiped; one kept out of the
    // viewer's lists (snoozed, incognito) only to their matches and those they chat with.
    const hidden =
      (member?.invisible && !relation.matched && relation.theirs === null) ||
      (!member?.listed && !relation.matched && !relation.chatted);
    // A suspended or banned member is hidden like a deactivated one.
    const away = member?.status !== 'active' || standingOf(member, this.now()) !== 'active';
    if (!member || away || hidden) throw notFound();
    const reach = Math.max(1, viewer.filter_distance, member.max_distance_km);
    const premium = isPremium(viewer.premium_until, this.now());
    if (member.distance > reach && !related(relation, premium)) throw notFound();
    return { viewer, member, relation };
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
