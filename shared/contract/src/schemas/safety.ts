import { Type, type Static } from 'typebox';
import { post } from './call';
import { MAX_REPORT_DETAILS, MAX_REPORT_MESSAGES, REPORT_REASONS } from '../rules/reports';
import { caller, flag, ok, rowId } from './wire';

/**
 * Member safety beyond spec section 7 (these calls are the product's own): reasons for a report,
 * blocking from anywhere, the blocked list, and the members a report can still be made about
 * after an unmatch. The spec's webreport (discovery.ts) takes the report's optional reason.
 */

export {
  MAX_REPORT_DETAILS,
  MAX_REPORT_MESSAGES,
  REPORT_AFTER_UNMATCH_DAYS,
  REPORT_REASONS,
  type ReportReason,
} from '../rules/reports';
export const reportReason = Type.Enum(REPORT_REASONS);

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
