/**
 * The poses of selfie verification: what Human's face gestures detect on a camera frame (head
 * turns, an open mouth). The server asks for a few different ones in a random order; a still
 * photo can show at most one. Values the browser uses at run time, so they live apart from the
 * schemas (which only the server loads).
 */
export const VERIFICATION_POSES = ['head_turned_left', 'head_turned_right', 'mouth_open'] as const;
export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/** How many poses a challenge asks for, each a different one. */
export const POSES_PER_CHALLENGE = 2;
/** At most this many frames are sent per pose (the whole payload stays under 3 MB). */
export const FRAMES_PER_POSE = 4;
/** A frame's longest side, in pixels: what the face models read, and small to send. */
export const FRAME_MAX_SIDE = 640;
