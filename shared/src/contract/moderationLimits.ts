/**
 * The moderators' actions and their limits: values the console uses at run time, so they live
 * apart from the schemas (which only the server loads), in an entry of their own
 * (`@dating/shared/moderation`) that only the console's chunks bundle.
 */
export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban', 'remove_photo'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** The longest note of an action. */
export const MAX_MODERATION_NOTE = 1000;
/** The longest suspension, in days. */
export const MAX_SUSPENSION_DAYS = 365;
