/**
 * The poses of selfie verification: the member copies one chosen at random. Values the browser
 * uses at run time, so they live apart from the schemas (which only the server loads).
 */
export const VERIFICATION_POSES = [
  'hand_raised',
  'head_turned_left',
  'head_turned_right',
  'thumb_up',
  'hand_on_chin',
] as const;
export type VerificationPose = (typeof VERIFICATION_POSES)[number];
