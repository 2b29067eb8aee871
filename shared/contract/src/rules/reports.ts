/**
 * The rules of a report, plain values for the browsers and the server alike (the contract's
 * schemas in `contract/safety.ts` are built from them and stay out of the browsers' bundles).
 */

/** Why a member reports another; 'other' asks for details. A reason-less webreport is 'other'. */
export const REPORT_REASONS = [
  'fake_profile',
  'inappropriate_photos',
  'harassment',
  'spam',
  'underage',
  'offline_behaviour',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The most messages a report can attach from its chat. */
export const MAX_REPORT_MESSAGES = 10;
/** The longest details of a report. */
export const MAX_REPORT_DETAILS = 500;
/** How long after an unmatch the other member can still be reported. */
export const REPORT_AFTER_UNMATCH_DAYS = 30;
