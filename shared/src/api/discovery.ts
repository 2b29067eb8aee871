import type { ApiFailure, ApiOk, Flag } from '../contract/wire';

/**
 * Discovery and relationships (spec sections 3, 4 and 7, Discovery and matching): people near
 * the member, swipes, matches, visitors, likes received, reports and feeds. Every request also
 * carries `user_id` (the caller; the server takes identity from the token) and `language`.
 */

/** The caller's own fields of every call. */
export interface MemberCall {
  user_id: number;
  language?: string;
}

/** What a member can do to someone on the swipe stack or a profile. */
export type SwipeKind = 'like' | 'superlike';

/** Spec section 3, Person card. Another member's coordinates are never sent. */
export interface PersonCard {
  /** Position in the answered list, from 0. */
  index: number;
  user_id: number;
  user_name: string;
  /** Null when the member hides their age (show_age '1'). */
  age: number | null;
  /** Empty when the member hides their location (show_distance '1'). */
  location: string;
  /**
   * The member's own setting as in their Profile: 'true' when their location is shown, 'false'
   * when hidden ("Make my location invisible").
   */
  show_location: Flag;
  /** Every photo URL, the main one first. */
  imagess: string[];
  /** The main photo URL. */
  user_image: string;
  /** '1' online. */
  online: '0' | '1';
  /** '1' hides the age. */
  show_age: '0' | '1';
  /** '1' hides the location and distance. */
  show_distance: '0' | '1';
  /**
   * Whole km from the caller, at least 1, computed between positions snapped to a grid of
   * about a kilometre; null when the member hides their location.
   */
  distance: number | null;
  premium_member: Flag;
}

/**
 * A card of a free member's visitors and likes lists: the blurred photo variant (stored under a
 * name unrelated to the full photo's), no member id, so the card cannot be opened (spec section
 * 2, Likes received and Visitors), and distance null. Free members' super-liker cards are
 * PersonCards with distance null too.
 */
export type BlurredPersonCard = Omit<PersonCard, 'user_id'>;

/** POST webgetpeople: user_id, timestamp, limit (20 at most). */
export interface GetPeopleRequest extends MemberCall {
  timestamp?: string;
  limit?: number;
}

/** Boosted members first, then the nearest. */
export interface GetPeopleResponse extends ApiOk {
  peoples: PersonCard[];
}

/** Spec section 3, Match result: both photos and the new match's name and id. */
export interface MatchResult {
  loguser_image: string;
  frienduser_image: string;
  frienduser_name: string;
  frienduser_id: number;
}

/** POST webmatch. */
export interface MatchRequest extends MemberCall {
  follow_id: number;
  type: SwipeKind;
}

/**
 * A like or super like was recorded. match '1' (with result) when it was mutual; superlike_count
 * is what the caller has left.
 */
export type MatchResponse = ApiOk & { message: string; superlike_count: number } & (
    { match: '1'; result: MatchResult } | { match: '0' }
  );

/**
 * The refusals of webmatch: a super like with none left answers 409 with superlike_count 0 (the
 * browser then offers packs); a free member past the daily like limit answers 429 with a message.
 */
export interface MatchRefusal extends ApiFailure {
  superlike_count?: number;
}

/** POST webunmatch: nope / decline. */
export interface UnmatchRequest extends MemberCall {
  follow_id: number;
}

/** 'User declined sucessfully'. */
export interface UnmatchResponse extends ApiOk {
  message: string;
}

/** POST webundomatch: premium only, once, the last swipe (like, super like or nope) only. */
export type UndoMatchRequest = MemberCall;

/** The swipe was taken back; result is the card to show again. */
export interface UndoMatchResponse extends ApiOk {
  undo: '1';
  undostatus: 'true';
  superlike_count: number;
  result: PersonCard;
}

/** POST webgetcheck. */
export type GetCheckRequest = MemberCall;

export interface GetCheckResponse extends ApiOk {
  superlike_count: number;
}

/** POST webvisitprofile: records that the caller opened visit_user_id's profile. */
export interface VisitProfileRequest extends MemberCall {
  visit_user_id: number;
}

export type VisitProfileResponse = ApiOk;

/** The list size of section 9: 8, growing by 8 with Load More. */
export interface PageRequest extends MemberCall {
  limit?: number;
}

/** POST webvisitors. */
export type VisitorsRequest = PageRequest;

/**
 * The visitors and likes lists: real cards for premium members, blurred cards without ids for
 * free members.
 */
export type PeopleRequestsResponse = ApiOk &
  ({ blurred: 'false'; peoples: PersonCard[] } | { blurred: 'true'; peoples: BlurredPersonCard[] });

export type VisitorsResponse = PeopleRequestsResponse;

/** POST webfriendslist: matches; sort 'online' lists only those online now. */
export interface FriendsListRequest extends PageRequest {
  search_key?: string;
  sort?: 'online' | '';
}

export interface FriendsListResponse extends ApiOk {
  peoples: PersonCard[];
}

/** POST webfriendrequests: who liked (type like) or super-liked the caller, not answered yet. */
export interface FriendRequestsRequest extends PageRequest {
  type: SwipeKind;
}

/** type like is blurred for free members; type superlike never is. */
export type FriendRequestsResponse = PeopleRequestsResponse;

/** What a feed item is about (spec section 3, Feed item). */
export type FeedType = 'image' | 'location' | 'job' | 'bio' | 'company' | 'school';

/** Spec section 3, Feed item: a match's profile change. */
export interface FeedItem {
  feed_id: number;
  user_id: number;
  user_name: string;
  user_image: string;
  feed_type: FeedType;
  /** The new text or place; empty for a photo. */
  feed_content: string;
  /** Photo URLs of an image item. */
  feed_content_images: string[];
  liked: Flag;
  gender: 'female' | 'male' | 'other';
  /** ISO 8601. */
  feed_time: string;
}

/** POST webfeeds: the caller's matches' changes, newest first. */
export type FeedsRequest = PageRequest;

export interface FeedsResponse extends ApiOk {
  feeds: FeedItem[];
}

/** POST webfeedlike: once per member and item; a second like answers 409. */
export interface FeedLikeRequest extends MemberCall {
  feed_id: number;
}

export type FeedLikeResponse = ApiOk;

/** POST webreport: toggles the caller's report of report_user_id. */
export interface ReportRequest extends MemberCall {
  report_user_id: number;
}

/** report 'true' when the member is now reported by the caller. */
export interface ReportResponse extends ApiOk {
  report: Flag;
  message: string;
}

/** POST unfriendweb and webunfriend: ends the match. */
export interface UnfriendRequest extends MemberCall {
  unfriend_user_id: number;
}

export interface UnfriendResponse extends ApiOk {
  message: string;
}

/** The gender choice of the filter (spec section 2, Filter). */
export type FilterGender = 'men' | 'women' | 'everyone';

/**
 * POST websetfilter. place/lat/lon move the member (premium only, like any change of location);
 * age is 'min-max'; distance is km; people_for the purpose ids, as repeated fields, a comma list
 * or a JSON array. Changes of location and distance are rate-limited (429).
 */
export interface SetFilterRequest extends MemberCall {
  place?: string;
  lat?: string;
  lon?: string;
  age: string;
  distance: number;
  gender: FilterGender;
  people_for: string | string[];
}

export interface SetFilterResponse extends ApiOk {
  message: string;
}

/** POST webprofilenew: another member's profile as the caller may see it. */
export interface MemberProfileRequest extends MemberCall {
  friend_id: number;
}

/** Spec section 3, Other-user profile detail. */
export interface MemberProfileDetail {
  user_id: number;
  user_name: string;
  /** The member's main photo URL. */
  user_image: string;
  /** The caller's own main photo URL. */
  loguser_image: string;
  imagess: string[];
  interest_other: string[];
  /** Named by spec section 3 without a meaning: always '' (server README, "Decisions"). */
  ex_web: string;
  bio: string;
  job: string;
  company: string;
  school: string;
  gender: 'female' | 'male' | 'other';
  /** Null when the member hides it. */
  age: number | null;
  /** Empty when the member hides it. */
  location: string;
  /** Whole km, at least 1; null when the location is hidden. */
  distance: number | null;
  /** The member's settings as in their Profile: 'true' when shown, 'false' when hidden. */
  show_age: Flag;
  show_location: Flag;
  premium_member: Flag;
  online: '0' | '1';
  /** Whether the caller reports this member. */
  report: Flag;
  /** '1' matched, '3' the caller has already liked them, '0' otherwise. */
  send_match: '0' | '1' | '3';
}

export interface MemberProfileResponse extends ApiOk {
  result: MemberProfileDetail;
}
