import { Type, type Static } from 'typebox';
import { post, postWithoutFields } from './call';
import { VERIFICATION_POSES, type VerificationPose } from './verificationPoses';
import { caller, ok } from './wire';

export { VERIFICATION_POSES };
export type { VerificationPose };

/*
 * Selfie verification (the product's own calls): the member copies a pose chosen at random from
 * VERIFICATION_POSES and takes a selfie; the server compares its face with the faces of the
 * member's photos. A confident match gives the verified badge (`verified: 'true'` on cards,
 * profiles and the chat header), an uncertain one waits for a moderator, anything else is
 * refused with the reason.
 */

export const VERIFICATION_STATES = ['none', 'pending_review', 'verified', 'refused'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The member's verification: where it stands, and why when refused ('' otherwise). */
export const verificationStatus = Type.Object({
  state: Type.Enum(VERIFICATION_STATES),
  /** A MESSAGES text (refusals) or a moderator's note; '' when none. */
  reason: Type.String(),
  /** The pose of the selfie waiting for a moderator; '' otherwise. */
  pose: Type.String(),
});
export type VerificationStatus = Static<typeof verificationStatus>;

/**
 * POST webverifyselfie: `file` is the selfie as a data URL (as uploadimageweb takes it, in a
 * multipart or JSON body), `pose` the pose the member was asked to copy.
 */
export const verifySelfieBody = Type.Object({
  ...caller,
  file: Type.String(),
  pose: Type.Enum(VERIFICATION_POSES),
});

export const verificationReply = Type.Object({
  status: ok,
  result: verificationStatus,
  /** What to tell the member: verified, waiting for a moderator, or why it was refused. */
  message: Type.String(),
});
export type VerificationResponse = Static<typeof verificationReply>;

export const verificationCalls = {
  webverifyselfie: post(verifySelfieBody, verificationReply),
  /** POST webverification: the caller's verification, for the Profile's verify section. */
  webverification: postWithoutFields(verificationReply),
};
