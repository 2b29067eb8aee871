import { Type, type Static } from 'typebox';
import { post } from './call';
import { caller, flag, ok, rowId } from './wire';

/**
 * Member safety beyond spec section 7 (these calls are the product's own): reasons for a report,
 * blocking from anywhere, the blocked list, and the members a report can still be made about
 * after an unmatch. The spec's webreport (discovery.ts) takes the report's optional reason.
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
export const reportReason = Type.Enum(REPORT_REASONS);

/** The most messages a report can attach from its chat. */
export const MAX_REPORT_MESSAGES = 10;
/** The longest details of a report. */
export const MAX_REPORT_DETAILS = 500;
/** How long after an unmatch the other member can still be reported. */
export const REPORT_AFTER_UNMATCH_DAYS = 30;

/**
 * The optional fields webreport takes beyond the spec's: with `reason` the call files (or
 * updates) the report and never withdraws it; without, it toggles as the spec says.
 * `message_ids` are messages of the caller's chat with the reported member, as repeated fields,
 * a comma list or a JSON array, like websetfilter's people_for.
 */
export const reportReasonFields = {
  reason: Type.Optional(reportReason),
  details: Type.Optional(Type.String({ maxLength: MAX_REPORT_DETAILS })),
  message_ids: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 300 }),
      Type.Array(Type.Union([rowId, Type.String({ maxLength: 20 })]), {
        maxItems: MAX_REPORT_MESSAGES,
      }),
    ]),
  ),
};

/** POST websetblock: blocks (block 'true') or unblocks ('false') the member; idempotent. */
export const setBlockBody = Type.Object({ ...caller, block_user_id: rowId, block: flag });
export const setBlockReply = Type.Object({ status: ok, blocked_by_me: flag });
export type SetBlockResponse = Static<typeof setBlockReply>;

/** A member in a safety list: who they are, as far as the caller may still see them. */
const listedMember = {
  user_id: Type.Integer(),
  /** '' when the account is gone. */
  user_name: Type.String(),
  /** Main photo URL, '' when none. */
  user_image: Type.String(),
};

/** POST webblockedmembers: whom the caller blocks, latest first (Settings, Unblock). */
export const blockedMember = Type.Object({
  ...listedMember,
  /** Epoch seconds. */
  blocked_at: Type.Integer(),
});
export type BlockedMember = Static<typeof blockedMember>;
export const blockedMembersReply = Type.Object({ status: ok, members: Type.Array(blockedMember) });
export type BlockedMembersResponse = Static<typeof blockedMembersReply>;

/**
 * POST webrecentunmatches: members whose match with the caller ended (by either side) in the
 * last REPORT_AFTER_UNMATCH_DAYS days, latest first, so they can still be reported.
 */
export const recentUnmatch = Type.Object({
  ...listedMember,
  /** Epoch seconds. */
  unmatched_at: Type.Integer(),
  /** Whether the caller has reported them already. */
  report: flag,
});
export type RecentUnmatch = Static<typeof recentUnmatch>;
export const recentUnmatchesReply = Type.Object({
  status: ok,
  members: Type.Array(recentUnmatch),
});
export type RecentUnmatchesResponse = Static<typeof recentUnmatchesReply>;

const memberCallBody = Type.Object(caller);

export const safetyCalls = {
  websetblock: post(setBlockBody, setBlockReply),
  webblockedmembers: post(memberCallBody, blockedMembersReply),
  webrecentunmatches: post(memberCallBody, recentUnmatchesReply),
};
