/**
 * The moderators' actions and their limits: values the console uses at run time, so they live
 * apart from the schemas (which only the server loads), in an entry of their own
 * (`@dating/contract/moderation`) that only the console's chunks bundle.
 */

/** The reasons a warning, suspension or ban tells the member: a report's. */
export { REPORT_REASONS, type ReportReason } from '../rules/reports';
export const MODERATION_ACTIONS = [
  'dismiss',
  'warn',
  'suspend',
  'ban',
  'remove_photo',
  'unban',
  'unsuspend',
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** The actions that tell the member a reason (a report reason), which they require. */
export const ACTIONS_WITH_REASON = [
  'warn',
  'suspend',
  'ban',
] as const satisfies readonly ModerationActionKind[];

/** The actions that lift a member's suspension or ban: an admin's only. */
export const RESTORING_ACTIONS = [
  'unban',
  'unsuspend',
] as const satisfies readonly ModerationActionKind[];

/** A moderator's decision on a selfie waiting for review (moderationverificationdecision). */
export const VERIFICATION_DECISIONS = ['approve', 'refuse'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** A moderator's decision on a photo the detector was unsure of (moderationphotodecision). */
export const PHOTO_DECISIONS = ['keep', 'remove'] as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[number];

/**
 * What the audit log records: the actions, the decisions on selfies, and the uncertain photos
 * kept (a removed one is a 'remove_photo').
 */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'approve_selfie',
  'refuse_selfie',
  'keep_photo',
] as const;
export type AuditActionKind = (typeof AUDIT_ACTIONS)[number];

/** Warnings e-mailed to one member per day, whoever the moderators. */
export const MAX_WARNINGS_PER_DAY = 3;

/** The longest note of an action. */
export const MAX_MODERATION_NOTE = 1000;
/** The longest suspension, in days. */
export const MAX_SUSPENSION_DAYS = 365;
