import type {
  AuditActionKind,
  FeedType,
  FieldPrivacyChoices,
  FilterFields,
  FilterValue,
  Importance,
  ProfileFieldValues,
  QuestionCategory,
  ReportReason,
  RequiredProfileFieldName,
  TextFieldFeedFlag,
} from '@dating/contract/schemas';
import type { ColumnType, Generated, GeneratedAlways, RawBuilder } from 'kysely';

/**
 * The typed tables of the database. Each migration that changes a table changes its interface
 * here too; a module's repository is the only code that queries its tables.
 */

/** A money amount: PostgreSQL numeric(10,2), read and written as a decimal string ('9.99'). */
export type Money = ColumnType<string, string, string>;

export interface AppliedSeedsTable {
  name: string;
  applied_at: Generated<Date>;
}

/** What a member is looking for (spec: peoplefor); its id travels as people_for. */
export interface PurposesTable {
  id: number;
  name: string;
  icon: string;
}

export interface InterestsTable {
  id: Generated<number>;
  name: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface PremiumPlansTable {
  id: number;
  days: number;
  type: string;
  price: Money;
  superlike_count: number;
  boost_count: number;
}

export interface BoostPlansTable {
  id: number;
  boost_count: number;
  price: Money;
}

export interface SuperlikePacksTable {
  id: number;
  superlike_count: number;
  price: Money;
}

export interface HelpPagesTable {
  id: number;
  title: string;
  /** Sanitised HTML. */
  description: string;
}

/** A language other than English: English is the content tables' own text and the fallback. */
export type TranslatedLanguage = 'fr' | 'sp' | 'ar';

export interface PurposeTranslationsTable {
  purpose_id: number;
  language: TranslatedLanguage;
  name: string;
}

export interface InterestTranslationsTable {
  interest_id: number;
  language: TranslatedLanguage;
  name: string;
}

export interface PremiumPlanTranslationsTable {
  plan_id: number;
  language: TranslatedLanguage;
  type: string;
}

/** A null field falls back to the English page's. */
export interface HelpPageTranslationsTable {
  page_id: number;
  language: TranslatedLanguage;
  title: string | null;
  /** Sanitised HTML. */
  description: string | null;
}

export interface SettingTranslationsTable {
  key: string;
  language: TranslatedLanguage;
  value: string;
}

/**
 * The payments ledger: one row per attempt. A single-use nonce is unique, so a retry counts once;
 * a reusable one (a static test nonce) counts once per member, item and 10 minutes.
 */
export interface PaymentsTable {
  /** bigint, read as a string by node-postgres. */
  id: Generated<string>;
  /** Null once the member is deleted: the row stays as the record of money taken. */
  member_id: number | null;
  item_kind: 'premium' | 'boost' | 'superlike';
  item_id: number;
  amount: Money;
  currency: string;
  gateway: string;
  nonce: string;
  /** Braintree's static test nonce, which pays any number of purchases. */
  nonce_reusable: Generated<boolean>;
  transaction_id: string | null;
  status: 'pending' | 'succeeded' | 'declined' | 'failed';
  decline_reason: string | null;
  created_at: Date;
  settled_at: Date | null;
}

/** A PostgreSQL point as node-postgres reads it: x is the longitude, y the latitude. */
export interface Coordinates {
  x: number;
  y: number;
}

/** A date without time (birth dates): written and read as 'YYYY-MM-DD' (select it as text). */
export type CalendarDate = ColumnType<string, string, string>;

export type MemberStatus = 'active' | 'deactivated';

/** 'moderator' and 'admin' use the moderators' console; an admin also acts on moderators. */
export type MemberRole = 'member' | 'moderator' | 'admin';

/**
 * The profile's fields (profileFields.ts) as `members` columns of the same names, the member's
 * privacy choice per private field (`field_privacy`, jsonb: written as its JSON text),
 * discovery's filter values per filterable field (`filter_<name>`) and a text field's feed flag
 * (`feed_<name>`). Optional ones have defaults.
 */
type ProfileFieldColumns = {
  [Name in keyof ProfileFieldValues]: Name extends RequiredProfileFieldName
    ? ProfileFieldValues[Name]
    : Generated<ProfileFieldValues[Name]>;
} & {
  [F in FilterFields as `filter_${F['name']}`]: Generated<FilterValue<F>>;
} & {
  [Flag in TextFieldFeedFlag]: Generated<boolean>;
} & {
  field_privacy: ColumnType<FieldPrivacyChoices, string | undefined, string>;
};

/**
 * Every column is also classified shown on a card (or the own profile) or not in
 * cardRevision.ts, whose triggers keep the caches right (README.md, "Card revision").
 */
export interface MembersTable extends ProfileFieldColumns {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** argon2id; never leaves the accounts module. */
  password_hash: string;
  name: string;
  birth_date: CalendarDate;
  /** The place as the member chose it ('City, Region, Country'). */
  location: string;
  /** Written with `pointAt(lon, lat)` (db/pointAt.ts); SP-GiST indexed for nearest-neighbour search. */
  coordinates: ColumnType<Coordinates, RawBuilder<Coordinates>, RawBuilder<Coordinates>>;
  /** Interest names (admin's list at the time they were chosen). */
  interests: Generated<string[]>;
  /** Purpose ids (people_for). */
  purposes: Generated<number[]>;
  show_age: Generated<boolean>;
  show_location: Generated<boolean>;
  invisible: Generated<boolean>;
  hide_ads: Generated<boolean>;
  message_notification: Generated<boolean>;
  like_notification: Generated<boolean>;
  /** Off: nobody gets Read from this member, and they see no Read from others. */
  read_receipts: Generated<boolean>;
  /** Only verified members may open a chat or comment a like to them (modules/verifiedContact). */
  verified_only_contact: Generated<boolean>;
  feed_image: Generated<boolean>;
  feed_location: Generated<boolean>;
  filter_age_min: Generated<number>;
  filter_age_max: Generated<number>;
  filter_gender: Generated<'men' | 'women' | 'everyone'>;
  filter_purposes: Generated<number[]>;
  /** Km. */
  filter_distance: Generated<number>;
  /** "Active within": only members online in the last this many days; null lists anyone. */
  filter_active_days: number | null;
  /** The filter's "Verified members only". */
  filter_verified: Generated<boolean>;
  /** The filter's "Has answered questions". */
  filter_answered: Generated<boolean>;
  /** The filters (FILTER_CRITERIA) the member left preferences: ranking lower, hiding no one. */
  filter_preferences: Generated<string[]>;
  /** Premium while in the future; premium_member is derived from it at read time. */
  premium_until: Date | null;
  /** A selfie matched the face of the member's photos (the verified badge). */
  verified: Generated<boolean>;
  verified_at: Date | null;
  superlike_count: Generated<number>;
  boost_count: Generated<number>;
  boosted_until: Date | null;
  /** 'deactivated' members vanish from every list until they sign in again. */
  status: Generated<MemberStatus>;
  online: Generated<boolean>;
  last_seen: Date | null;
  /** True: ask "Remove related matches ?" at the next nope (spec: swipe '1'). */
  swipe: Generated<boolean>;
  facebook_id: string | null;
  language: Generated<string>;
  fcm_token: string | null;
  created_at: Date;
  /** Granted and removed with the admin CLI (`moderators add|remove`). */
  role: Generated<MemberRole>;
  /** Banned for good since then (sign-in refused, hidden, sessions ended). */
  banned_at: Generated<Date | null>;
  /** Suspended while in the future; a past one no longer counts. */
  suspended_until: Generated<Date | null>;
  /** The reason a suspended or banned member is told (a report reason). */
  standing_reason: Generated<ReportReason | null>;
  /** Reported by several members since then: reaching no one new until reviewed (null: not). */
  restricted_at: Generated<Date | null>;
  /** Snoozed since then (null: not snoozed); out of others' discovery lists until snoozed_until. */
  snoozed_at: Generated<Date | null>;
  /** When the snooze ends by itself; null with snoozed_at: until turned off. */
  snoozed_until: Generated<Date | null>;
  /** Shown only to those the member liked and to matches, while premium lasts. */
  incognito: Generated<boolean>;
  /** Digest e-mails about new matches, and about unread messages (Settings, unsubscribe). */
  email_matches: Generated<boolean>;
  email_messages: Generated<boolean>;
  /** The last digest mailed (claimed) to the member: one a day at most. */
  last_digest_at: Generated<Date | null>;
  /** Changes with anything a card or webprofile shows (cardRevision.ts's triggers): the caches' check. */
  profile_revision: Generated<number>;
  /** How many questions the member answered: member_questions' count, kept by its triggers (migration 0054). */
  questions_answered: Generated<number>;
  /** The filter's values seen of the member, as the deck's index reads them (discovery's deckTraits.ts). */
  deck_traits: GeneratedAlways<number[]>;
}

/** Photos, pending (uploaded, position null) or in a member's profile (position 0 is the main). */
export interface PhotosTable {
  id: Generated<number>;
  /** The full-size file's storage key, served at /uploads/<image_name>. */
  image_name: string;
  /** The small blurred variant shown to free members. */
  blurred_name: string;
  /** The card-sized WebP rendition the deck's cards load; null until made. */
  card_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null for a sign-up upload until signupweb claims it. */
  member_id: number | null;
  position: number | null;
  created_at: Date;
  /** The explicit-image detector's verdict at upload; null for photos from before it. */
  explicit_verdict: 'safe' | 'uncertain' | 'explicit' | 'unknown' | null;
  explicit_score: number | null;
  /** The faces' descriptions (Float32, one after the other); null until described. */
  face_embeddings: Buffer | null;
  /** sharp-phash's 64 bits as a signed bigint, and its bands (see SelfieFramesTable); null until described. */
  phash: ColumnType<string | null, string | null | undefined, string | null>;
  phash_bands: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  /** Its faces' hashes in the same banded index (vision/faceHash.ts); null until described. */
  face_bands: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  /** The text OCR read in it ('' for none) and its QR codes' payloads; null until read. */
  image_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** jsonb, written as its JSON text. */
  qr_payloads: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** Why the screening holds it for a moderator (a MESSAGES text); null when it does not. */
  held_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** jsonb, written as its JSON text. */
  held_evidence: ColumnType<HeldPhotoEvidence | null, string | null | undefined, string | null>;
  /** A member's upload answered before its screening ended: shown to no one else until then. */
  awaiting_screening: ColumnType<boolean, boolean | undefined, boolean>;
}

/** What the screening of a held photo found (photos.held_evidence). */
export interface HeldPhotoEvidence {
  /** Contacts and links in its text and QR codes. */
  contacts: string[];
  /** Other members' photos it copies (`bits` apart) or whose face it shows (`similarity`). */
  matches: {
    member_id: number;
    photo_id: number;
    banned: boolean;
    bits: number | null;
    similarity: number | null;
  }[];
}

export interface SessionsTable {
  /** bigint, read as a string by node-postgres. */
  id: Generated<string>;
  member_id: number;
  /** sha-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: Date;
  /** Renewed at most hourly while the token is used; idle sessions end. */
  last_used_at: Date;
}

/** A browser's device cookie, trusted for sign-ins to one member (OWASP's device cookies). */
export interface SignInDevicesTable {
  /** sha-256 (hex) of the cookie's token. */
  token_hash: string;
  member_id: number;
  /** Wrong passwords sent with it since its last success; too many and it is forgotten. */
  failures: Generated<number>;
  last_used_at: Date;
}

export type EmailCodePurpose = 'signup' | 'reset';

export interface EmailCodesTable {
  email: string;
  purpose: EmailCodePurpose;
  code_hash: string;
  expires_at: Date;
  failed_attempts: Generated<number>;
  /** Sign-up codes: when the code was entered; signupweb needs it. */
  verified_at: Date | null;
}

/** rate-limiter-flexible's counters (RateLimiterPostgres): written by the library only. */
export interface RateLimitsTable {
  key: string;
  points: Generated<number>;
  /** Milliseconds since the epoch; pg answers a bigint as a string. */
  expire: string | null;
}

/** The scheduler's jobs run by one process at a time (src/jobs/): written by the scheduler only. */
export interface ScheduledJobsTable {
  name: string;
  next_run_at: Date;
  claimed_until: Date | null;
  failures: Generated<number>;
}

/** A photo, a place or a text field (spec section 3, Feed item). */
export type FeedItemType = FeedType;

/** A profile change shown in the member's matches' feeds (written by the profile module). */
export interface FeedItemsTable {
  id: Generated<number>;
  member_id: number;
  type: FeedItemType;
  /** The new text (job, bio, company, school) or place; empty for a photo. */
  content: Generated<string>;
  /** Storage keys of the photos the item is about (photos.image_name), not addresses. */
  images: Generated<string[]>;
  created_at: Date;
}

/** A match (mutual like): the pair stored once, lower id first (db/orderedPair.ts). */
export interface MatchesTable {
  id: Generated<number>;
  member_low: number;
  member_high: number;
  created_at: Date;
}

/**
 * A conversation, its pair stored like a match's. A deleted member's side turns null: the other
 * keeps the history.
 */
export interface ChatsTable {
  id: Generated<number>;
  member_low: number | null;
  member_high: number | null;
  created_at: Date;
}

/** Directed: blocker_id chose it. Either direction stops chat and hides both from discovery. */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Date;
}

export type ChatMessageKind = 'text' | 'image' | 'feed' | 'voice';

/** A chat message; `id` orders every chat's messages and is the `since` of a catch-up. */
export interface ChatMessagesTable {
  /** bigint, read as a string by node-postgres. */
  id: Generated<string>;
  chat_id: number;
  /** Null once the sender is deleted. */
  sender_id: number | null;
  /** The sender's own id of the message: (sender_id, client_id) is unique. */
  client_id: string;
  type: ChatMessageKind;
  /** Plain text, never HTML. */
  text: Generated<string>;
  /** Storage key of a chat picture (chat_images). */
  image_name: string | null;
  /** A shared feed item, copied: feed_items.type, content and photo storage keys. */
  feed_type: string | null;
  feed_content: string | null;
  feed_images: string[] | null;
  created_at: Date;
  /** The offensive-language check flagged the text: its receiver is asked if it bothers them. */
  flagged: Generated<boolean>;
  /** Its picture was found explicit or uncertain: the receiver sees it blurred first. */
  explicit: Generated<boolean>;
  /** The scam check's first hit kind (modules/scams): its receiver is warned. */
  caution: ColumnType<string | null, string | null | undefined, string | null>;
  /** What of the receiver's profile the like that began the match liked (swipes' columns). */
  liked_photo: ColumnType<string | null, string | null | undefined, string | null>;
  liked_prompt_id: ColumnType<number | null, number | null | undefined, number | null>;
  liked_answer: ColumnType<string | null, string | null | undefined, string | null>;
  /** The text OCR read in its picture ('' for none) and the QR codes' payloads (jsonb). */
  image_text: ColumnType<string | null, string | null | undefined, string | null>;
  qr_payloads: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** A call's line (modules/calls): its kind, how it ended and how long it lasted; else null. */
  call_kind: ColumnType<string | null, string | null | undefined, string | null>;
  call_outcome: ColumnType<string | null, string | null | undefined, string | null>;
  call_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** An opening message with one of the receiver's hidden words: only in their Hidden folder. */
  hidden: Generated<boolean>;
  /** The message of the same chat this one quotes (migration 0043). */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its sender unsent it: every member's read shows it removed; a report keeps it. */
  unsent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A voice note's storage key, and what the server read of its recording. */
  voice_name: ColumnType<string | null, string | null | undefined, string | null>;
  voice_duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  voice_waveform: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
}

/** A flagged text refused once (by its hash): sent again within a while, it goes through. */
export interface ChatKindnessWarningsTable {
  sender_id: number;
  chat_id: number;
  text_hash: string;
  warned_at: Date;
}

/** One member's side of a chat. Absent means never cleared, never read, not a favourite. */
export interface ChatMemberStatesTable {
  chat_id: number;
  member_id: number;
  /** Messages with an id up to this are cleared for this member (bigint as a string). */
  cleared_up_to: ColumnType<string, string | undefined, string>;
  read_up_to: ColumnType<string, string | undefined, string>;
  favorite: Generated<boolean>;
  /** The other member's last message this member's client received (Delivered). */
  delivered_up_to: ColumnType<string, string | undefined, string>;
  /** The other member's last message this member saw on screen (Read). */
  seen_up_to: ColumnType<string, string | undefined, string>;
  /** The member chose to view this chat's explicit pictures unblurred. */
  show_explicit: Generated<boolean>;
}

/** A voice or video call (modules/calls): ringing, active, then ended with its outcome. */
export interface MemberCallsTable {
  id: Generated<number>;
  chat_id: number;
  caller_id: number | null;
  callee_id: number | null;
  kind: 'voice' | 'video';
  state: 'ringing' | 'active' | 'ended';
  outcome: 'completed' | 'declined' | 'missed' | 'busy' | null;
  /** The socket ids of the tabs holding the call (the callee's once accepted). */
  caller_socket: string | null;
  callee_socket: string | null;
  created_at: Date;
  answered_at: Date | null;
  ended_at: Date | null;
}

/** A member ringing or in a call now: one row each, so a second call finds them busy. */
export interface BusyMembersTable {
  member_id: number;
  call_id: number;
}

/** A member's "Allow calls" in one chat; no row: allowed. */
export interface ChatCallSettingsTable {
  chat_id: number;
  member_id: number;
  calls_allowed: boolean;
}

/** One member's reaction to a message of their chat: one emoji per member and message. */
export interface ChatReactionsTable {
  message_id: string;
  member_id: number;
  emoji: string;
  created_at: Date;
}

/** A picture uploaded for chat (uploadimagechat), sendable by its uploader. */
export interface ChatImagesTable {
  image_name: string;
  member_id: number | null;
  created_at: Date;
  /** The detector found the picture explicit (or uncertain): it reaches the receiver blurred. */
  explicit: Generated<boolean>;
  /** The text OCR read in its picture ('' for none) and the QR codes' payloads (jsonb). */
  image_text: ColumnType<string | null, string | null | undefined, string | null>;
  qr_payloads: ColumnType<string[] | null, string | null | undefined, string | null>;
}

/** Voice notes recorded for chat, sendable once by their uploader (migration 0043). */
export interface ChatVoiceNotesTable {
  voice_name: string;
  member_id: number | null;
  created_at: Date;
  duration_ms: number;
  waveform: number[];
}

/** The last selfie verification of a member (see migration 0015_vision). */
export interface MemberVerificationsTable {
  member_id: number;
  state: 'none' | 'pending_review' | 'verified' | 'refused';
  /** The pose the member was asked to copy. */
  pose: string | null;
  /** The selfie's storage key, only while pending_review. */
  selfie_name: string | null;
  similarity: number | null;
  /** Why it was refused (a MESSAGES text) or a moderator's note; '' when none. */
  reason: Generated<string>;
  /** The face of the member's photo that matched, while verified. */
  face_embedding: Buffer | null;
  /** Why the selfie waits for a moderator (a MESSAGES text, for them); '' when none. */
  review_reason: Generated<string>;
  updated_at: Date;
}

/** The poses asked of a member, until they send the frames or the challenge expires. */
export interface VerificationChallengesTable {
  member_id: number;
  token: string;
  /** The poses, comma-separated, in the order asked. */
  poses: string;
  expires_at: Date;
}

/** A camera frame of a verified or held attempt: its perceptual hash and face, not the picture. */
export interface SelfieFramesTable {
  id: Generated<number>;
  member_id: number;
  /** sharp-phash's 64 bits as a signed bigint (pg answers it as text). */
  phash: ColumnType<string, string, string>;
  /** The hash's bytes, band number * 256 + value: near copies share one (GIN index). */
  phash_bands: number[];
  /** The frame's face description, 1024 Float32 numbers. */
  embedding: Buffer;
  created_at: Date;
}

/** An open socket on one server process (node_id), refreshed while the process lives. */
export interface MemberConnectionsTable {
  socket_id: string;
  member_id: number;
  node_id: string;
  seen_at: Date;
}

/** A browser's Web Push subscription (PushSubscription JSON). */
export interface PushSubscriptionsTable {
  endpoint: string;
  member_id: number;
  p256dh: string;
  auth: string;
  created_at: Date;
}

export type SwipeKindStored = 'like' | 'superlike' | 'nope';

/** A member's answer to another: one per pair and direction, the latest kept. */
export interface SwipesTable {
  swiper_id: number;
  target_id: number;
  kind: SwipeKindStored;
  created_at: Date;
  /** A like aimed at one photo (its storage key) or one answer (prompt id and the answer then). */
  liked_photo: ColumnType<string | null, string | null | undefined, string | null>;
  liked_prompt_id: ColumnType<number | null, number | null | undefined, number | null>;
  liked_answer: ColumnType<string | null, string | null | undefined, string | null>;
  /** The liker's comment for the liked member; null when none. */
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  /** The comment holds one of the liked member's hidden words: only in their Hidden folder. */
  comment_hidden: Generated<boolean>;
}

/** A member's hidden words (modules/hiddenWords), stored as the member wrote them. */
export interface HiddenWordsTable {
  member_id: number;
  word: string;
  added_at: Date;
}

/** The admin's prompts; the text is English (prompt_translations holds the other languages). */
export interface PromptsTable {
  id: Generated<number>;
  text: string;
}

export interface PromptTranslationsTable {
  prompt_id: number;
  language: TranslatedLanguage;
  text: string;
}

/** A member's answer to one prompt; position 0 is shown first. */
export interface MemberPromptsTable {
  member_id: number;
  position: number;
  prompt_id: number;
  answer: string;
}

/** The admin's compatibility questions; texts are English (question_translations: the others). */
export interface QuestionsTable {
  id: Generated<number>;
  category: QuestionCategory;
  text: string;
  why: string;
}

export interface QuestionTranslationsTable {
  question_id: number;
  language: TranslatedLanguage;
  text: string;
  why: string;
}

/** One of a question's 2 to 4 answers, in English; position 0 is shown first. */
export interface QuestionChoicesTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
}

export interface QuestionChoiceTranslationsTable {
  choice_id: number;
  language: TranslatedLanguage;
  text: string;
}

/** A member's answer to one compatibility question. */
export interface MemberQuestionsTable {
  member_id: number;
  question_id: number;
  choice_id: number;
  /** Choice ids of the same question the member accepts from someone else. */
  accepted: number[];
  importance: Importance;
  public: Generated<boolean>;
  answered_at: Generated<Date>;
}

/** Per member: the last rewind (one per swipe) and when each received list was last read. */
export interface DiscoveryMarksTable {
  member_id: number;
  undone_at: Date | null;
  visitors_seen_at: Date | null;
  likes_seen_at: Date | null;
  superlikes_seen_at: Date | null;
}

/** A member kept for later by another (the Saved list): out of the saver's deck meanwhile. */
export interface SavedMembersTable {
  member_id: number;
  saved_id: number;
  saved_at: Date;
}

/**
 * What the deck's ranking reads of a member, refreshed by the `rank-signals` job (discovery):
 * of their chats of the last 90 days where the other wrote, the share they wrote in too (null:
 * none), and the swipes they received in the last 7 days. No row: neither.
 */
export interface RankSignalsTable {
  member_id: number;
  reply_rate: number | null;
  swipes_received: Generated<number>;
  /** When the first chat or swipe counted leaves its window: the job counts the member again. */
  recount_at: Date;
}

/**
 * Who a swipe, chat or message written since the last `rank-signals` count touched, listed by
 * triggers (migration 0052): a member, or a chat (both its members). The count takes them off.
 */
export interface RankSignalChangesTable {
  member_id: number | null;
  chat_id: number | null;
}

/** The one row of the last `rank-signals` count's time; null: never, so everyone is counted. */
export interface RankSignalsCountedTable {
  one: Generated<boolean>;
  counted_at: Date | null;
}

/** The latest time visitor_id opened visited_id's profile. */
export interface VisitsTable {
  visitor_id: number;
  visited_id: number;
  visited_at: Date;
}

/**
 * A member's report of another. One open per pair at most; closed by a moderator's action, and
 * withdrawn (the spec's toggle) by deleting it while open, or marking it once closed.
 */
export interface ReportsTable {
  id: Generated<number>;
  /** Null for a report of the scam check itself (modules/scams). */
  reporter_id: number | null;
  reported_id: number;
  created_at: Date;
  reason: Generated<ReportReason>;
  details: Generated<string>;
  /** Messages of the pair's chat the reporter attached (chat_messages ids, bigint as strings). */
  message_ids: ColumnType<string[], string[] | undefined, string[]>;
  closed_at: Generated<Date | null>;
  /** The moderation action that closed it. */
  closed_by: Generated<number | null>;
  withdrawn_at: Generated<Date | null>;
}

/** A chat text the scam check found a hit in, with its evidence (modules/scams). */
export interface ScamSignalsTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  /** Null once the message is gone. */
  message_id: string | null;
  kinds: string[];
  text: string;
  created_at: Date;
}

/** The moderators' audit log: every action, kept after the accounts go. */
export interface ModerationActionsTable {
  id: Generated<number>;
  moderator_id: number;
  member_id: number;
  action: AuditActionKind;
  note: string;
  /** What the member was told (warning, suspension, ban). */
  reason: ReportReason | null;
  days: number | null;
  until: Date | null;
  photo_id: number | null;
  created_at: Date;
}

/** The latest end of a pair's match (stored like a match's pair), by either side. */
export interface UnmatchesTable {
  member_low: number;
  member_high: number;
  unmatched_at: Date;
}

/** A feed item can be liked once per member. */
export interface FeedLikesTable {
  feed_id: number;
  member_id: number;
  created_at: Date;
}

export type DataExportStoredState = 'preparing' | 'ready' | 'failed';

/** A member's data export: asked for, built in the background, then its ZIP until it expires. */
export interface DataExportsTable {
  /** 256 random bits (base64url). */
  id: string;
  member_id: number;
  state: DataExportStoredState;
  requested_at: Date;
  /** When a process took it to build; null while waiting. */
  claimed_at: Generated<Date | null>;
  ready_at: Generated<Date | null>;
  expires_at: Generated<Date | null>;
  archive: Generated<Buffer | null>;
}

/** A published build of a remote (modules/remoteReleases). */
export interface RemoteVersionsTable {
  /** The folder name: mf-chat. */
  remote: string;
  version: string;
  /** The remote's publishes counted from 1, in the order they landed. */
  sequence: number;
  /** The content-addressed folder of its files in the file store. */
  files_key: string;
  entry_url: string;
  /** The shared singletons' versions it was built with, by package. */
  shared: ColumnType<Record<string, string>, string, string>;
  exposes: ColumnType<string[], string, string>;
  contract_version: string;
  published_by: string;
  published_at: Date;
}

/** A remote's live versions: none (its built-in copy), a stable, and a canary for a share. */
export interface RemoteChannelsTable {
  remote: string;
  stable_version: string | null;
  canary_version: string | null;
  canary_share: Generated<number>;
  canary_since: Date | null;
}

export type RemoteHistoryAction =
  'publish' | 'canary' | 'promote' | 'rollback' | 'automatic_rollback';

export interface RemoteHistoryTable {
  id: Generated<string>;
  remote: string;
  action: RemoteHistoryAction;
  version: string | null;
  stable_version: string | null;
  previous_stable: string | null;
  canary_version: string | null;
  canary_share: Generated<number>;
  reason: Generated<string>;
  actor: string;
  at: Date;
}

export interface RemoteReportsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  outcome: 'loaded' | 'failed' | 'error';
  at: Date;
}

/** Members with the QA role (GET /api/remotes honours their overrides). */
export interface QaMembersTable {
  member_id: number;
  granted_at: Date;
}

export interface Database {
  applied_seeds: AppliedSeedsTable;
  purposes: PurposesTable;
  interests: InterestsTable;
  settings: SettingsTable;
  premium_plans: PremiumPlansTable;
  boost_plans: BoostPlansTable;
  superlike_packs: SuperlikePacksTable;
  help_pages: HelpPagesTable;
  purpose_translations: PurposeTranslationsTable;
  interest_translations: InterestTranslationsTable;
  premium_plan_translations: PremiumPlanTranslationsTable;
  help_page_translations: HelpPageTranslationsTable;
  setting_translations: SettingTranslationsTable;
  members: MembersTable;
  photos: PhotosTable;
  sessions: SessionsTable;
  sign_in_devices: SignInDevicesTable;
  email_codes: EmailCodesTable;
  rate_limits: RateLimitsTable;
  payments: PaymentsTable;
  feed_items: FeedItemsTable;
  matches: MatchesTable;
  blocks: BlocksTable;
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  chat_kindness_warnings: ChatKindnessWarningsTable;
  chat_member_states: ChatMemberStatesTable;
  chat_images: ChatImagesTable;
  chat_voice_notes: ChatVoiceNotesTable;
  chat_reactions: ChatReactionsTable;
  member_calls: MemberCallsTable;
  busy_members: BusyMembersTable;
  chat_call_settings: ChatCallSettingsTable;
  member_verifications: MemberVerificationsTable;
  verification_challenges: VerificationChallengesTable;
  selfie_frames: SelfieFramesTable;
  member_connections: MemberConnectionsTable;
  push_subscriptions: PushSubscriptionsTable;
  swipes: SwipesTable;
  hidden_words: HiddenWordsTable;
  discovery_marks: DiscoveryMarksTable;
  visits: VisitsTable;
  saved_members: SavedMembersTable;
  rank_signals: RankSignalsTable;
  rank_signal_changes: RankSignalChangesTable;
  rank_signals_counted: RankSignalsCountedTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  unmatches: UnmatchesTable;
  feed_likes: FeedLikesTable;
  prompts: PromptsTable;
  prompt_translations: PromptTranslationsTable;
  member_prompts: MemberPromptsTable;
  questions: QuestionsTable;
  question_translations: QuestionTranslationsTable;
  question_choices: QuestionChoicesTable;
  question_choice_translations: QuestionChoiceTranslationsTable;
  member_questions: MemberQuestionsTable;
  data_exports: DataExportsTable;
  scheduled_jobs: ScheduledJobsTable;
  remote_versions: RemoteVersionsTable;
  remote_channels: RemoteChannelsTable;
  remote_history: RemoteHistoryTable;
  remote_reports: RemoteReportsTable;
  qa_members: QaMembersTable;
  scam_signals: ScamSignalsTable;
}
