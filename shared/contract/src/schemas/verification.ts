import { Type, type Static } from 'typebox';
import { post, postWithoutFields } from './call';
import {
  FRAMES_PER_POSE,
  POSES_PER_CHALLENGE,
  VERIFICATION_POSES,
  type VerificationPose,
} from './verificationPoses';
import { caller, ok } from './wire';

export { FRAMES_PER_POSE, POSES_PER_CHALLENGE, VERIFICATION_POSES };
export type { VerificationPose };

/*
 * Selfie verification (the product's own calls): the server issues a challenge, a few different
 * poses from VERIFICATION_POSES in a random order, valid once and for a short time; the page
 * films the member through the camera while each pose is asked and sends the frames. The server
 * checks that each pose shows, that every frame shows one face, the face of the member's photos,
 * and that no frame copies a picture already on the platform. A confident result gives the
 * verified badge (`verified: 'true'` on cards, profiles and the chat header), an uncertain one
 * (or a face that matches another verified member's) waits for a moderator, anything else is
 * refused with what to do.
 */

export const VERIFICATION_STATES = ['none', 'pending_review', 'verified', 'refused'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The member's verification: where it stands, and why when refused ('' otherwise). */
export const verificationStatus = Type.Object({
  state: Type.Enum(VERIFICATION_STATES),
  /** A MESSAGES text (refusals) or a moderator's note; '' when none. */
  reason: Type.String(),
  /** The poses asked of the selfie waiting for a moderator, comma-separated; '' otherwise. */
  pose: Type.String(),
});
export type VerificationStatus = Static<typeof verificationStatus>;

/** POST webverificationchallenge: the poses to show the camera, in this order. */
export const verificationChallengeReply = Type.Object({
  status: ok,
  result: Type.Object({
    /** Sent back with the frames; valid once. */
    challenge: Type.String(),
    poses: Type.Array(Type.Enum(VERIFICATION_POSES)),
    /** Seconds left to send the frames. */
    expires_in: Type.Integer(),
  }),
});
export type VerificationChallengeResponse = Static<typeof verificationChallengeReply>;

/** A camera frame (a JPEG data URL) and the pose that was asked while it was taken. */
export const selfieFrame = Type.Object({
  pose: Type.String(),
  file: Type.String(),
});
export type SelfieFrame = Static<typeof selfieFrame>;

/**
 * POST webverifyselfie: `challenge` and its `frames`. The spec's form (`file`, one selfie, and
 * `pose`) is still accepted but verifies no one: it is refused with a message asking for the
 * camera flow of an up-to-date app.
 */
export const verifySelfieBody = Type.Object({
  ...caller,
  challenge: Type.Optional(Type.String({ maxLength: 64 })),
  frames: Type.Optional(
    Type.Array(selfieFrame, { maxItems: FRAMES_PER_POSE * POSES_PER_CHALLENGE }),
  ),
  file: Type.Optional(Type.String()),
  pose: Type.Optional(Type.String()),
});

export const verificationReply = Type.Object({
  status: ok,
  result: verificationStatus,
  /** What to tell the member: verified, waiting for a moderator, or why it was refused. */
  message: Type.String(),
});
export type VerificationResponse = Static<typeof verificationReply>;

export const verificationCalls = {
  webverificationchallenge: postWithoutFields(verificationChallengeReply),
  webverifyselfie: post(verifySelfieBody, verificationReply),
  /** POST webverification: the caller's verification, for the Profile's verify section. */
  webverification: postWithoutFields(verificationReply),
};
