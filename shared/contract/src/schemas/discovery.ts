import { Type, type Static } from 'typebox';
import { LIMITS } from '../rules/limits';
import { post } from './call';
import { matchPercent } from './compatibility';
import { likedItem, promptAnswer } from './prompts';
import {
  ACTIVE_WITHIN,
  FILTER_CRITERIA,
  type ActiveWithin,
  type FilterCriterion,
  type FilterGender,
} from './discoveryFilters';
import { TEXT_FIELDS, type TextFieldName } from './profileFields';
import {
  cardFieldProperties,
  filterFieldInputs,
  memberGender,
  memberProfileFieldProperties,
} from './profileFieldSchemas';
import { reportReasonFields } from './safety';
import { caller, flag, looseNumber, ok, onlineFlag, rowId, statusReply } from './wire';

/**
 * Discovery and relationships (spec sections 3, 4 and 7, Discovery and matching): people near
 * the member, swipes, matches, visitors, likes received, reports, other members' profiles, the
 * filter and feeds. The answers list every field that goes out: never anyone's coordinates.
 */

/** One of the filter's "Active within" choices. */
export const activeWithin = Type.Unsafe<ActiveWithin>(Type.String({ enum: [...ACTIVE_WITHIN] }));

/** One of the filters a member may leave a preference (FILTER_CRITERIA). */
export const filterCriterion = Type.Unsafe<FilterCriterion>(
  Type.String({ enum: [...FILTER_CRITERIA] }),
);

/** What a member can do to someone on the swipe stack or a profile. */
const swipeKind = Type.Union([Type.Literal('like'), Type.Literal('superlike')]);
export type SwipeKind = Static<typeof swipeKind>;

/** '1' hides (a member's show_age and show_distance on a card). */
const hiddenBit = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/** A call naming only its caller. */
const memberCallBody = Type.Object(caller);

/** The list size of section 9: 8 by default, growing by 8 with Load More (200 at most). */
const pageLimit = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 200, default: LIMITS.listPageSize }),
);

const cardFields = {
  /** Position in the answered list, from 0. */
  index: Type.Integer(),
  user_name: Type.String(),
  /** Null when the member hides their age (show_age '1'). */
  age: Type.Union([Type.Integer(), Type.Null()]),
  /** Empty when the member hides their location (show_distance '1'). */
  location: Type.String(),
  /**
   * The member's own setting as in their Profile: 'true' when their location is shown, 'false'
   * when hidden ("Make my location invisible").
   */
  show_location: flag,
  /** Every photo URL, the main one first. */
  imagess: Type.Array(Type.String()),
  /** The main photo URL. */
  user_image: Type.String(),
  online: onlineFlag,
  /** '1' hides the age. */
  show_age: hiddenBit,
  /** '1' hides the location and distance. */
  show_distance: hiddenBit,
  /**
   * Whole km from the caller, at least 1, computed between positions snapped to a grid of
   * about a kilometre; null when the member hides their location.
   */
  distance: Type.Union([Type.Integer(), Type.Null()]),
  premium_member: flag,
  /**
   * 'true' when a selfie matched the member's photos (the verified badge). Always sent by the
   * server; optional only until every app's fixtures carry it.
   */
  verified: Type.Optional(flag),
  /** 'true' when the member joined in the last LIMITS.newHereDays days (the 'New here' tag). */
  new_here: Type.Optional(flag),
};

/** A like received that says something: the liker's comment and what of the profile they liked. */
export const receivedLike = Type.Object({
  /** '' when the like carries no comment. */
  comment: Type.String(),
  liked: Type.Union([likedItem, Type.Null()]),
});
export type ReceivedLike = Static<typeof receivedLike>;

/**
 * The reasons a deck card can rank where it does (webgetpeople's `why`), each worded by the
 * client in its reader's language: `near` (value: the card's distance, km), `compatible`
 * (value: the card's match_percent), `both_want` (value: a purpose both members are here for,
 * `name`: its name in the call's language), `active_today`, `new_here`.
 */
export const DECK_REASONS = [
  'near',
  'compatible',
  'both_want',
  'active_today',
  'new_here',
] as const;
export type DeckReasonCode = (typeof DECK_REASONS)[number];

/** One reason of a card's why line. A code a client does not know is left unsaid. */
export const deckReason = Type.Object({
  code: Type.Unsafe<DeckReasonCode>(Type.String()),
  value: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
});
export type DeckReason = Static<typeof deckReason>;

/** Spec section 3, Person card. Another member's coordinates are never sent. */
export const personCard = Type.Object({
  user_id: Type.Integer(),
  ...cardFields,
  /**
   * The photos of `imagess` in a card's size (about 720 px on the longest side, WebP), in the
   * same order, for the cards; a photo's full address while its rendition is not made yet.
   */
  card_images: Type.Optional(Type.Array(Type.String())),
  /** The profile's fields everyone may see (profileFields.ts), each absent when hidden or empty. */
  ...cardFieldProperties,
  /** The member's prompt answers (webgetpeople), in their order; absent elsewhere. */
  prompts: Type.Optional(Type.Array(promptAnswer)),
  /** The compatibility percentage with the caller (webgetpeople); absent elsewhere. */
  match_percent: matchPercent,
  /**
   * webgetpeople: the reasons that raised the card most in the deck's order, the strongest first
   * (at most LIMITS.deckReasonsShown); absent when none, and elsewhere.
   */
  why: Type.Optional(Type.Array(deckReason, { maxItems: LIMITS.deckReasonsShown })),
  /** On the caller's likes received only: their like's comment and what it liked, when any. */
  received_like: Type.Optional(receivedLike),
});
export type PersonCard = Static<typeof personCard>;

/**
 * A card of a free member's visitors and likes lists: the blurred photo variant (stored under a
 * name unrelated to the full photo's), no member id, so the card cannot be opened (spec section
 * 2, Likes received and Visitors), and no distance to narrow down who it is. Free members'
 * super-liker cards are PersonCards with distance null too.
 */
export const blurredPersonCard = Type.Object({
  ...cardFields,
  distance: Type.Null(),
  /** As on a real card: the words were written to the caller, who liked is what stays hidden. */
  received_like: Type.Optional(receivedLike),
});
/** Every card field but the id: what a grid shows of a blurred card and of a real one alike. */
export type BlurredPersonCard = Omit<PersonCard, 'user_id' | 'prompts' | 'match_percent' | 'why'>;

/** POST webgetpeople: boosted members first, then the nearest; 20 at most. */
export const getPeopleBody = Type.Object({
  ...caller,
  /** The client's time, kept for the mobile contract; the server reads its own clock. */
  timestamp: looseNumber,
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIMITS.nearbyPeopleLimit,
      default: LIMITS.nearbyPeopleLimit,
    }),
  ),
  /** 'true': only members verified by a selfie (the product's own field). */
  verified_only: Type.Optional(flag),
  /**
   * 'true' (the product's deck): fewer than WIDEN_BELOW people in the filter's distance widen it
   * (deckReply's `widened_to_km`); absent, the spec's clients get the filter's distance only.
   */
  widen: Type.Optional(flag),
});
export type GetPeopleRequest = Static<typeof getPeopleBody>;

export const peopleReply = Type.Object({ status: ok, peoples: Type.Array(personCard) });
export type GetPeopleResponse = Static<typeof peopleReply>;

/**
 * webgetpeople's answer: with `widened_to_km` when the filter left fewer than WIDEN_BELOW people
 * in the member's distance and the deck reached this far (whole km) to find more.
 */
export const deckReply = Type.Object({
  status: ok,
  peoples: Type.Array(personCard),
  widened_to_km: Type.Optional(Type.Integer()),
});
export type DeckResponse = Static<typeof deckReply>;

/** Spec section 3, Match result: both photos and the new match's name and id. */
export const matchResult = Type.Object({
  loguser_image: Type.String(),
  frienduser_image: Type.String(),
  frienduser_name: Type.String(),
  frienduser_id: Type.Integer(),
});
export type MatchResult = Static<typeof matchResult>;

/**
 * POST webmatch: a like or super like of follow_id. The product's optional fields aim it at one
 * photo (liked_photo, its address) or one prompt (liked_prompt, its id) of follow_id's profile,
 * with an optional comment for them; the spec's clients send none and like the whole profile.
 */
export const matchBody = Type.Object({
  ...caller,
  follow_id: rowId,
  type: swipeKind,
  liked_photo: Type.Optional(Type.String({ maxLength: 500 })),
  liked_prompt: Type.Optional(rowId),
  // A bound for the validator only: validateLikeComment answers the 140 characters' message.
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type MatchRequest = Static<typeof matchBody>;

const swipeAnswer = {
  status: ok,
  message: Type.String(),
  /** What the caller has left. */
  superlike_count: Type.Integer(),
};

/** The like or super like was recorded; match '1' (with result) when it was mutual. */
export const matchReply = Type.Union([
  Type.Object({ ...swipeAnswer, match: Type.Literal('1'), result: matchResult }),
  Type.Object({ ...swipeAnswer, match: Type.Literal('0') }),
]);
export type MatchResponse = Static<typeof matchReply>;

/**
 * The 409 refusals of webmatch: a super like with none left carries superlike_count 0 (the
 * browser then offers packs). A free member past the daily like limit gets 429 with a message.
 */
export const matchRefusalReply = Type.Object({
  status: Type.Literal('false'),
  message: Type.String(),
  superlike_count: Type.Optional(Type.Integer()),
});
export type MatchRefusal = Static<typeof matchRefusalReply>;

/** POST webunmatch: nope / decline. */
export const unmatchBody = Type.Object({ ...caller, follow_id: rowId });
export type UnmatchRequest = Static<typeof unmatchBody>;

/** A success that says it in words, e.g. 'User declined sucessfully'. */
const messageReply = Type.Object({ status: ok, message: Type.String() });
export type UnmatchResponse = Static<typeof messageReply>;

/** POST webundomatch: premium only, once, the last swipe (like, super like or nope) only. */
export const undoReply = Type.Object({
  status: ok,
  undo: Type.Literal('1'),
  undostatus: Type.Literal('true'),
  superlike_count: Type.Integer(),
  /** The card to show again. */
  result: personCard,
});
export type UndoMatchResponse = Static<typeof undoReply>;

/** POST webgetcheck: the super likes the caller has left. */
export const checkReply = Type.Object({ status: ok, superlike_count: Type.Integer() });
export type GetCheckResponse = Static<typeof checkReply>;

/** POST webvisitprofile: records that the caller opened visit_user_id's profile. */
export const visitProfileBody = Type.Object({ ...caller, visit_user_id: rowId });
export type VisitProfileResponse = Static<typeof statusReply>;

/** POST webvisitors and webfeeds: a page of the list. */
export const pageBody = Type.Object({ ...caller, limit: pageLimit });

/**
 * The visitors and likes lists: real cards for premium members, blurred cards without ids for
 * free members.
 */
export const peopleRequestsReply = Type.Union([
  Type.Object({ status: ok, blurred: Type.Literal('false'), peoples: Type.Array(personCard) }),
  Type.Object({
    status: ok,
    blurred: Type.Literal('true'),
    peoples: Type.Array(blurredPersonCard),
  }),
]);
export type PeopleRequestsResponse = Static<typeof peopleRequestsReply>;
export type VisitorsResponse = PeopleRequestsResponse;

/** POST webfriendslist: matches; sort 'online' lists only those online now. */
export const friendsListBody = Type.Object({
  ...caller,
  limit: pageLimit,
  /** Case-insensitive part of the match's name. */
  search_key: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union([Type.Literal('online'), Type.Literal('')])),
});
export type FriendsListRequest = Static<typeof friendsListBody>;
export type FriendsListResponse = GetPeopleResponse;

/**
 * POST webfriendrequests: who liked (type like) or super-liked the caller, not answered yet.
 * Type like is blurred for free members; type superlike never is.
 */
export const friendRequestsBody = Type.Object({ ...caller, limit: pageLimit, type: swipeKind });
export type FriendRequestsRequest = Static<typeof friendRequestsBody>;
export type FriendRequestsResponse = PeopleRequestsResponse;

/** What a feed item is about: a photo, a place, or the text field (profileFields.ts) that changed. */
export type FeedType = 'image' | 'location' | TextFieldName;

/** Spec section 3, Feed item: a match's profile change. */
export const feedItem = Type.Object({
  feed_id: Type.Integer(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  user_image: Type.String(),
  feed_type: Type.Unsafe<FeedType>(
    Type.Union([
      Type.Literal('image'),
      Type.Literal('location'),
      ...TEXT_FIELDS.map((name) => Type.Literal(name)),
    ]),
  ),
  /** The new text or place; empty for a photo. */
  feed_content: Type.String(),
  /** Photo URLs of an image item. */
  feed_content_images: Type.Array(Type.String()),
  liked: flag,
  gender: memberGender,
  /** ISO 8601. */
  feed_time: Type.String(),
});
export type FeedItem = Static<typeof feedItem>;

/** POST webfeeds: the caller's matches' changes, newest first. */
export const feedsReply = Type.Object({ status: ok, feeds: Type.Array(feedItem) });
export type FeedsResponse = Static<typeof feedsReply>;

/** POST webfeedlike: once per member and item; a second like answers 409. */
export const feedLikeBody = Type.Object({ ...caller, feed_id: rowId });
export type FeedLikeResponse = Static<typeof statusReply>;

/**
 * POST webreport: toggles the caller's report of report_user_id; with a reason (safety.ts) it
 * files the report, with the chosen messages attached, and never withdraws it.
 */
export const reportBody = Type.Object({ ...caller, report_user_id: rowId, ...reportReasonFields });

/** report 'true' when the member is now reported by the caller. */
export const reportReply = Type.Object({ status: ok, report: flag, message: Type.String() });
export type ReportResponse = Static<typeof reportReply>;

/** POST unfriendweb and webunfriend: ends the match. */
export const unfriendBody = Type.Object({ ...caller, unfriend_user_id: rowId });
export type UnfriendResponse = Static<typeof messageReply>;

/**
 * POST websetfilter. place/lat/lon move the member (premium only, like any change of location);
 * age is 'min-max'; distance is km; gender one of FILTER_GENDERS (the service refuses others
 * with its own message); people_for the purpose ids, as repeated fields, a comma list or a JSON
 * array, none (or absent) meaning the member's own purposes. Changes of location and distance are rate-limited (429).
 */
export const setFilterBody = Type.Object({
  ...caller,
  place: Type.Optional(Type.String({ maxLength: 200 })),
  lat: Type.Optional(Type.String({ maxLength: 40 })),
  lon: Type.Optional(Type.String({ maxLength: 40 })),
  age: Type.String({ maxLength: 20 }),
  distance: Type.Integer(),
  gender: Type.String({ maxLength: 20 }),
  /** Profile fields' wanted values (profileFields.ts, `filter`): anyone with any of them. */
  ...filterFieldInputs,
  people_for: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 200 }),
      Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 }),
    ]),
  ),
  /** How recently the people listed were online (ACTIVE_WITHIN); absent: left as it is. */
  active_within: Type.Optional(activeWithin),
  /** 'true': only members verified by a selfie (the product's own); absent: left as it is. */
  verified_only: Type.Optional(flag),
  /**
   * 'true': only members who answered at least MIN_COMMON_QUESTIONS compatibility questions;
   * absent: left as it is.
   */
  answered_only: Type.Optional(flag),
  /**
   * The filters (FILTER_CRITERIA) that only rank people lower instead of hiding them, as a list
   * or a comma-separated text ('' for none: every filter a dealbreaker); absent: left as it is.
   * Unknown names are dropped.
   */
  preferences: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 400 }),
      Type.Array(Type.String({ maxLength: 40 }), { maxItems: 50 }),
    ]),
  ),
});
/** websetfilter's fields as they arrive: the service checks each. */
export type SetFilterFields = Static<typeof setFilterBody>;
/** What the filter page sends: the gender is one of its choices. */
export type SetFilterRequest = SetFilterFields & { gender: FilterGender };
export type SetFilterResponse = Static<typeof messageReply>;

/** POST webprofilenew: another member's profile as the caller may see it. */
export const memberProfileBody = Type.Object({ ...caller, friend_id: rowId });

/** Spec section 3, Other-user profile detail. */
export const memberProfileDetail = Type.Object({
  user_id: Type.Integer(),
  user_name: Type.String(),
  /** The member's main photo URL. */
  user_image: Type.String(),
  /** The caller's own main photo URL. */
  loguser_image: Type.String(),
  imagess: Type.Array(Type.String()),
  interest_other: Type.Array(Type.String()),
  /** Named by spec section 3 without a meaning: always '' (server README, "Decisions"). */
  ex_web: Type.String(),
  /** The profile's fields the caller may see (profileFields.ts): a private one absent when hidden. */
  ...memberProfileFieldProperties,
  /** Null when the member hides it. */
  age: Type.Union([Type.Integer(), Type.Null()]),
  /** Empty when the member hides it. */
  location: Type.String(),
  /** Whole km, at least 1; null when the location is hidden. */
  distance: Type.Union([Type.Integer(), Type.Null()]),
  /** The member's settings as in their Profile: 'true' when shown, 'false' when hidden. */
  show_age: flag,
  show_location: flag,
  premium_member: flag,
  /** 'true' when verified by a selfie (always sent; optional until the apps' fixtures carry it). */
  verified: Type.Optional(flag),
  online: onlineFlag,
  /** Whether the caller reports this member. */
  report: flag,
  /** '1' matched, '3' the caller has already liked them, '0' otherwise. */
  send_match: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('3')]),
  /** The member's prompt answers, in their order (the product's own field). */
  prompts: Type.Optional(Type.Array(promptAnswer)),
  /** The compatibility percentage with the caller (the product's own field). */
  match_percent: matchPercent,
});
export type MemberProfileDetail = Static<typeof memberProfileDetail>;

export const memberProfileReply = Type.Object({ status: ok, result: memberProfileDetail });
export type MemberProfileResponse = Static<typeof memberProfileReply>;

/** POST websavemember and webunsavemember: keep saved_user_id for later, or let them go. */
export const savedMemberBody = Type.Object({ ...caller, saved_user_id: rowId });
export type SavedMemberRequest = Static<typeof savedMemberBody>;
export type SavedMemberResponse = Static<typeof messageReply>;

/** POST websavedlist: the members the caller saved, latest first, as they may still see them. */
export type SavedListRequest = Static<typeof pageBody>;
export type SavedListResponse = GetPeopleResponse;

/** The discovery calls of spec section 7, and the product's Saved list. */
export const discoveryCalls = {
  webgetpeople: post(getPeopleBody, deckReply),
  webmatch: post(matchBody, matchReply),
  webunmatch: post(unmatchBody, messageReply),
  webundomatch: post(memberCallBody, undoReply),
  webgetcheck: post(memberCallBody, checkReply),
  websetfilter: post(setFilterBody, messageReply),
  webvisitprofile: post(visitProfileBody, statusReply),
  webvisitors: post(pageBody, peopleRequestsReply),
  webfriendrequests: post(friendRequestsBody, peopleRequestsReply),
  webfriendslist: post(friendsListBody, peopleReply),
  webprofilenew: post(memberProfileBody, memberProfileReply),
  webreport: post(reportBody, reportReply),
  unfriendweb: post(unfriendBody, messageReply),
  webunfriend: post(unfriendBody, messageReply),
  webfeeds: post(pageBody, feedsReply),
  webfeedlike: post(feedLikeBody, statusReply),
  websavemember: post(savedMemberBody, messageReply),
  webunsavemember: post(savedMemberBody, messageReply),
  websavedlist: post(pageBody, peopleReply),
};
