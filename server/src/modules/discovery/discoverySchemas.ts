import { LIMITS } from '@dating/shared/rules';
import { Type } from 'typebox';
import { rowIdSchema } from '../../http/rowIdSchema';

/**
 * The discovery calls' schemas (spec section 7, Discovery and matching): they validate the
 * request, serialise the answer (nothing unlisted goes out, so never anyone's coordinates) and
 * type the handlers. Form fields arrive as strings; the validator coerces ids and numbers.
 */

const ok = Type.Literal('true');
const flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const id = rowIdSchema;
const bit = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const swipeKind = Type.Union([Type.Literal('like'), Type.Literal('superlike')]);

const common = {
  user_id: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
};

/** List sizes: 8 by default, growing by 8 with Load More (spec section 9). */
const pageLimit = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 200, default: LIMITS.listPageSize }),
);

export const memberCallBody = Type.Object(common);

const cardFields = {
  index: Type.Integer(),
  user_name: Type.String(),
  age: Type.Union([Type.Integer(), Type.Null()]),
  location: Type.String(),
  show_location: flag,
  imagess: Type.Array(Type.String()),
  user_image: Type.String(),
  online: bit,
  show_age: bit,
  show_distance: bit,
  distance: Type.Union([Type.Integer(), Type.Null()]),
  premium_member: flag,
};

const personCard = Type.Object({ user_id: Type.Integer(), ...cardFields });
/** A free member's liker or visitor: no id, and no distance to narrow down who it is. */
const blurredPersonCard = Type.Object({ ...cardFields, distance: Type.Null() });

export const getPeopleBody = Type.Object({
  ...common,
  timestamp: Type.Optional(Type.String()),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIMITS.nearbyPeopleLimit,
      default: LIMITS.nearbyPeopleLimit,
    }),
  ),
});

export const peopleReply = Type.Object({ status: ok, peoples: Type.Array(personCard) });

export const matchBody = Type.Object({ ...common, follow_id: id, type: swipeKind });

export const matchReply = Type.Object({
  status: ok,
  match: bit,
  message: Type.String(),
  superlike_count: Type.Integer(),
  result: Type.Optional(
    Type.Object({
      loguser_image: Type.String(),
      frienduser_image: Type.String(),
      frienduser_name: Type.String(),
      frienduser_id: Type.Integer(),
    }),
  ),
});

/** Every 409 of webmatch; superlike_count (0) only when super likes ran out. */
export const matchRefusalReply = Type.Object({
  status: Type.Literal('false'),
  message: Type.String(),
  superlike_count: Type.Optional(Type.Integer()),
});

export const unmatchBody = Type.Object({ ...common, follow_id: id });

export const messageReply = Type.Object({ status: ok, message: Type.String() });

export const undoReply = Type.Object({
  status: ok,
  undo: Type.Literal('1'),
  undostatus: Type.Literal('true'),
  superlike_count: Type.Integer(),
  result: personCard,
});

export const checkReply = Type.Object({ status: ok, superlike_count: Type.Integer() });

export const visitProfileBody = Type.Object({ ...common, visit_user_id: id });

export const okReply = Type.Object({ status: ok });

export const pageBody = Type.Object({ ...common, limit: pageLimit });

export const peopleRequestsReply = Type.Union([
  Type.Object({ status: ok, blurred: Type.Literal('false'), peoples: Type.Array(personCard) }),
  Type.Object({
    status: ok,
    blurred: Type.Literal('true'),
    peoples: Type.Array(blurredPersonCard),
  }),
]);

export const friendsListBody = Type.Object({
  ...common,
  limit: pageLimit,
  search_key: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union([Type.Literal('online'), Type.Literal('')])),
});

export const friendRequestsBody = Type.Object({ ...common, limit: pageLimit, type: swipeKind });

export const feedsReply = Type.Object({
  status: ok,
  feeds: Type.Array(
    Type.Object({
      feed_id: Type.Integer(),
      user_id: Type.Integer(),
      user_name: Type.String(),
      user_image: Type.String(),
      feed_type: Type.String(),
      feed_content: Type.String(),
      feed_content_images: Type.Array(Type.String()),
      liked: flag,
      gender: Type.String(),
      feed_time: Type.String(),
    }),
  ),
});

export const feedLikeBody = Type.Object({ ...common, feed_id: id });

export const reportBody = Type.Object({ ...common, report_user_id: id });

export const reportReply = Type.Object({ status: ok, report: flag, message: Type.String() });

export const unfriendBody = Type.Object({ ...common, unfriend_user_id: id });

const text = (maxLength: number) => Type.String({ maxLength });

export const setFilterBody = Type.Object({
  ...common,
  place: Type.Optional(text(200)),
  lat: Type.Optional(text(40)),
  lon: Type.Optional(text(40)),
  age: Type.String({ maxLength: 20 }),
  distance: Type.Integer(),
  gender: Type.String({ maxLength: 20 }),
  people_for: Type.Union([
    Type.String({ maxLength: 200 }),
    Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 }),
  ]),
});

export const memberProfileBody = Type.Object({ ...common, friend_id: id });

export const memberProfileReply = Type.Object({
  status: ok,
  result: Type.Object({
    user_id: Type.Integer(),
    user_name: Type.String(),
    user_image: Type.String(),
    loguser_image: Type.String(),
    imagess: Type.Array(Type.String()),
    interest_other: Type.Array(Type.String()),
    ex_web: Type.String(),
    bio: Type.String(),
    job: Type.String(),
    company: Type.String(),
    school: Type.String(),
    gender: Type.String(),
    age: Type.Union([Type.Integer(), Type.Null()]),
    location: Type.String(),
    distance: Type.Union([Type.Integer(), Type.Null()]),
    show_age: flag,
    show_location: flag,
    premium_member: flag,
    online: bit,
    report: flag,
    send_match: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('3')]),
  }),
});
