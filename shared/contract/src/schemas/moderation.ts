import { Type, type Static } from 'typebox';
import { post } from './call';
import { flag, ok, rowId } from './wire';
import { reportReason } from './safety';
import { moderationFieldProperties } from './profileFieldSchemas';
import {
  ACTIONS_WITH_REASON,
  AUDIT_ACTIONS,
  MAX_MODERATION_NOTE,
  MAX_WARNINGS_PER_DAY,
  MAX_SUSPENSION_DAYS,
  MODERATION_ACTIONS,
  PHOTO_DECISIONS,
  RESTORING_ACTIONS,
  VERIFICATION_DECISIONS,
  type AuditActionKind,
  type ModerationActionKind,
  type PhotoDecision,
  type VerificationDecision,
} from './moderationLimits';

/**
 * The moderators' calls (the product's own, not the spec's): the queue of open reports, one
 * member's case, the actions and the audit log. The server answers 403 to anyone without the
 * moderator or admin role (granted with `pnpm admin moderators add <email> [--role admin]`), and
 * to an action on oneself, on a moderator (but for an admin) or on an admin; every call is
 * rate-limited.
 * Times are epoch seconds.
 */

export {
  ACTIONS_WITH_REASON,
  AUDIT_ACTIONS,
  MODERATION_ACTIONS,
  MAX_MODERATION_NOTE,
  MAX_SUSPENSION_DAYS,
  MAX_WARNINGS_PER_DAY,
  PHOTO_DECISIONS,
  RESTORING_ACTIONS,
  VERIFICATION_DECISIONS,
};
export type { AuditActionKind, ModerationActionKind, PhotoDecision, VerificationDecision };

/** How far a list can be paged: bounded, so no offset is beyond what the database takes. */
const offset = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));

/** Where a member's account stands. */
export const accountStanding = Type.Union([
  Type.Literal('active'),
  Type.Literal('suspended'),
  Type.Literal('banned'),
  Type.Literal('deleted'),
]);
export type AccountStanding = Static<typeof accountStanding>;

/** A member as a moderator sees them named in a list. */
const memberRef = Type.Object({
  user_id: Type.Integer(),
  user_name: Type.String(),
  /** Main photo URL, '' when none. */
  user_image: Type.String(),
});
export type ModerationMemberRef = Static<typeof memberRef>;

/** POST moderationqueue: reported members with open reports, most reported then oldest first. */
export const moderationQueueBody = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset,
});
export const moderationQueueItem = Type.Object({
  member: memberRef,
  standing: accountStanding,
  open_reports: Type.Integer(),
  /** The distinct reasons of the open reports. */
  reasons: Type.Array(reportReason),
  /** The oldest open report's time. */
  oldest_at: Type.Integer(),
});
export type ModerationQueueItem = Static<typeof moderationQueueItem>;
export const moderationQueueReply = Type.Object({
  status: ok,
  items: Type.Array(moderationQueueItem),
  total: Type.Integer(),
});
export type ModerationQueueResponse = Static<typeof moderationQueueReply>;

/** A chat message a reporter attached: only these of the chat are shown. */
export const attachedMessage = Type.Object({
  id: Type.Integer(),
  sender_id: Type.Integer(),
  /** '' for an image. */
  message: Type.String(),
  /** Image URL, '' when text. */
  upload_image: Type.String(),
  date: Type.String(),
  /** 'true' when its sender unsent it: gone for the members, kept here as the report's evidence. */
  unsent: Type.Optional(flag),
});
export type AttachedMessage = Static<typeof attachedMessage>;

export const moderationReport = Type.Object({
  report_id: Type.Integer(),
  /** Null for a report of the scam check itself: its details are the evidence. */
  reporter: Type.Union([memberRef, Type.Null()]),
  reason: reportReason,
  details: Type.String(),
  created_at: Type.Integer(),
  /** 'open', or closed by the action that settled it. */
  state: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  messages: Type.Array(attachedMessage),
});
export type ModerationReport = Static<typeof moderationReport>;

export const moderationPhoto = Type.Object({
  photo_id: Type.Integer(),
  /** The full photo's URL (moderators see unblurred photos). */
  url: Type.String(),
  main: Type.Boolean(),
});
export type ModerationPhoto = Static<typeof moderationPhoto>;

/** One entry of the audit log. */
export const auditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.Integer(),
  moderator: memberRef,
  member: memberRef,
  action: Type.Enum(AUDIT_ACTIONS),
  note: Type.String(),
  /** For 'suspend': the days and the end (epoch seconds); else null. */
  days: Type.Union([Type.Integer(), Type.Null()]),
  until: Type.Union([Type.Integer(), Type.Null()]),
  /** For 'remove_photo': the removed photo's id; else null. */
  photo_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type AuditEntry = Static<typeof auditEntry>;

/** POST moderationcase: one member's profile, photos, reports (open and earlier) and actions. */
export const moderationCaseBody = Type.Object({ member_id: rowId });
export const moderationCase = Type.Object({
  member: memberRef,
  standing: accountStanding,
  /** For a suspension, its end; else null. */
  suspended_until: Type.Union([Type.Integer(), Type.Null()]),
  email: Type.String(),
  age: Type.Union([Type.Integer(), Type.Null()]),
  /** Every profile field (profileFields.ts), whatever the member's privacy. */
  ...moderationFieldProperties,
  location: Type.String(),
  /** Epoch seconds of the sign-up. */
  joined_at: Type.Integer(),
  photos: Type.Array(moderationPhoto),
  /** Open reports first, then earlier ones, newest first. */
  reports: Type.Array(moderationReport),
  /** Every action taken on the member, newest first. */
  actions: Type.Array(auditEntry),
  /** The most frequent reason of the open reports: the reason picker's default; null when none. */
  suggested_reason: Type.Optional(Type.Union([reportReason, Type.Null()])),
  /**
   * Since when several members' open reports keep the member from reaching anyone new (epoch
   * seconds); null when not restricted. Any action on the member lifts it.
   */
  restricted_at: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  /**
   * The actions the caller may take on this member now (none on themselves, on a moderator but
   * for an admin, or on an admin; unban and unsuspend for an admin, on a banned or suspended
   * member).
   */
  allowed_actions: Type.Optional(Type.Array(Type.Enum(MODERATION_ACTIONS))),
});
export type ModerationCase = Static<typeof moderationCase>;
export const moderationCaseReply = Type.Object({ status: ok, result: moderationCase });
export type ModerationCaseResponse = Static<typeof moderationCaseReply>;

/**
 * POST moderationaction: every action needs a note (not only spaces); 'suspend' needs days,
 * 'remove_photo' the photo; 'warn', 'suspend' and 'ban' need the `reason` the member is told (at
 * sign-in and on the page that signs them out for a suspension or ban, in the warning e-mail; at
 * most MAX_WARNINGS_PER_DAY warnings a member). 'unban' and 'unsuspend' are an admin's. Every
 * action but 'remove_photo', 'unban' and 'unsuspend' closes the member's open reports. Written to
 * the audit log; effective at once.
 */
export const moderationActionBody = Type.Object({
  member_id: rowId,
  action: Type.Enum(MODERATION_ACTIONS),
  note: Type.String({ minLength: 1, maxLength: MAX_MODERATION_NOTE }),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SUSPENSION_DAYS })),
  photo_id: Type.Optional(rowId),
  reason: Type.Optional(reportReason),
});
export type ModerationActionFields = Static<typeof moderationActionBody>;
export const moderationActionReply = Type.Object({ status: ok, entry: auditEntry });
export type ModerationActionResponse = Static<typeof moderationActionReply>;

/** POST moderationaudit: the log, newest first; `member` and `moderator` match an id, name or e-mail part. */
export const moderationAuditBody = Type.Object({
  member: Type.Optional(Type.String({ maxLength: 100 })),
  moderator: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset,
});
export const moderationAuditReply = Type.Object({
  status: ok,
  entries: Type.Array(auditEntry),
  total: Type.Integer(),
});
export type ModerationAuditResponse = Static<typeof moderationAuditReply>;

/** POST moderationverifications: selfies waiting for a moderator, the longest waiting first. */
export const moderationVerificationsBody = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset,
});
export const pendingVerification = Type.Object({
  member: memberRef,
  /** The poses the member was asked for (VERIFICATION_POSES), comma-separated, in order. */
  pose: Type.String(),
  /** How close the selfie's face came to the photos' (cosine, -1..1); null when not compared. */
  similarity: Type.Union([Type.Number(), Type.Null()]),
  /**
   * Why it waits for a moderator beyond an uncertain match (a MESSAGES text: the face of another
   * verified member, a copied picture, a possible screen or print); '' or absent when none.
   */
  review_reason: Type.Optional(Type.String()),
  submitted_at: Type.Integer(),
  /** The selfie's URL: a random storage key, given to moderators only, deleted with the decision. */
  selfie: Type.String(),
  /** The member's profile photos, main first, to compare with. */
  photos: Type.Array(moderationPhoto),
});
export type PendingVerification = Static<typeof pendingVerification>;
export const moderationVerificationsReply = Type.Object({
  status: ok,
  items: Type.Array(pendingVerification),
  total: Type.Integer(),
});
export type ModerationVerificationsResponse = Static<typeof moderationVerificationsReply>;

/**
 * POST moderationverificationdecision: approving gives the member the badge; refusing shows them
 * the note as the reason. The selfie is deleted either way; the decision goes to the audit log.
 * 404 when the member has no selfie waiting.
 */
export const moderationVerificationDecisionBody = Type.Object({
  member_id: rowId,
  decision: Type.Enum(VERIFICATION_DECISIONS),
  note: Type.String({ minLength: 1, maxLength: MAX_MODERATION_NOTE }),
});
export type ModerationVerificationDecisionFields = Static<
  typeof moderationVerificationDecisionBody
>;

/** Another member's photo that a held photo copies, or whose face it shows. */
export const photoMatch = Type.Object({
  member: memberRef,
  photo: moderationPhoto,
  /** The other member is banned (a new account of theirs?). */
  banned: Type.Boolean(),
  /** Perceptual-hash distance in bits of 64 (0: the same picture); null for a face match. */
  distance_bits: Type.Union([Type.Integer(), Type.Null()]),
  /** Cosine similarity of the faces, 0..1; null for a copy found by its hash. */
  face_similarity: Type.Union([Type.Number(), Type.Null()]),
});
export type PhotoMatch = Static<typeof photoMatch>;

/**
 * POST moderationphotos: profile photos waiting for a moderator, the oldest first: those the
 * explicit-image detector was unsure of (verdict 'uncertain': kept, shown to members) and those
 * held by the screening at upload, with its evidence (optional on the wire).
 */
export const moderationPhotosBody = moderationVerificationsBody;
export const uncertainPhoto = Type.Object({
  member: memberRef,
  photo: moderationPhoto,
  /** The detector's explicit probability, 0..1. */
  explicit_score: Type.Union([Type.Number(), Type.Null()]),
  uploaded_at: Type.Integer(),
  /** Why the screening held it (a MESSAGES text); '' when only the detector was unsure. */
  held_reason: Type.Optional(Type.String()),
  /** The text OCR read in it, lines joined by '\n'. */
  image_text: Type.Optional(Type.String()),
  /** What its QR codes hold. */
  qr_payloads: Type.Optional(Type.Array(Type.String())),
  /** The contacts and links found in that text and those codes. */
  contacts: Type.Optional(Type.Array(Type.String())),
  matches: Type.Optional(Type.Array(photoMatch)),
});
export type UncertainPhoto = Static<typeof uncertainPhoto>;
export const moderationPhotosReply = Type.Object({
  status: ok,
  items: Type.Array(uncertainPhoto),
  total: Type.Integer(),
});
export type ModerationPhotosResponse = Static<typeof moderationPhotosReply>;

/**
 * POST moderationphotodecision: 'keep' marks the photo safe ('keep_photo' in the audit log);
 * 'remove' is the remove_photo action. 404 when the photo is not one waiting for a decision.
 */
export const moderationPhotoDecisionBody = Type.Object({
  photo_id: rowId,
  decision: Type.Enum(PHOTO_DECISIONS),
  note: Type.String({ minLength: 1, maxLength: MAX_MODERATION_NOTE }),
});
export type ModerationPhotoDecisionFields = Static<typeof moderationPhotoDecisionBody>;

/**
 * Socket event `accountstanding`, to every socket of a member just suspended or banned, before
 * the server closes them: why and until when, in the member's language (the sign-in refusal's
 * text), for the page that signs them out.
 */
export const accountStandingNotice = Type.Object({ message: Type.String() });
export type AccountStandingNotice = Static<typeof accountStandingNotice>;

/** The server's socket events of moderation, to the member's own room. */
export interface ModerationServerToClientEvents {
  accountstanding: (notice: AccountStandingNotice) => void;
}

export const moderationCalls = {
  moderationqueue: post(moderationQueueBody, moderationQueueReply),
  moderationcase: post(moderationCaseBody, moderationCaseReply),
  moderationaction: post(moderationActionBody, moderationActionReply),
  moderationaudit: post(moderationAuditBody, moderationAuditReply),
  moderationverifications: post(moderationVerificationsBody, moderationVerificationsReply),
  moderationverificationdecision: post(moderationVerificationDecisionBody, moderationActionReply),
  moderationphotos: post(moderationPhotosBody, moderationPhotosReply),
  moderationphotodecision: post(moderationPhotoDecisionBody, moderationActionReply),
};
