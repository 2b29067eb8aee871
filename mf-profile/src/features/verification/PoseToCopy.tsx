import type { VerificationPose } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** A picture of each pose: the sentence under it says it in words. */
const POSE_EMOJI: Record<VerificationPose, string> = {
  hand_raised: '✋',
  head_turned_left: '👈',
  head_turned_right: '👉',
  thumb_up: '👍',
  hand_on_chin: '🤔',
};

/** The pose the member copies in the selfie, so that a moderator sees it is taken live. */
export function PoseToCopy({ pose }: { pose: VerificationPose }) {
  const { t } = useTranslation();
  return (
    <figure className="verify-pose">
      <span className="verify-pose__picture" aria-hidden="true">
        {POSE_EMOJI[pose]}
      </span>
      <figcaption>{t(`verify.poses.${pose}`)}</figcaption>
    </figure>
  );
}
