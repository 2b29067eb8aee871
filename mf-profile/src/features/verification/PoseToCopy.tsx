import type { VerificationPose } from '@dating/contract';
import { useTranslation } from 'react-i18next';

/** A picture of each pose: the sentence under it says it in words. */
const POSE_EMOJI: Record<VerificationPose, string> = {
  head_turned_left: '👈',
  head_turned_right: '👉',
  mouth_open: '😮',
};

/** The pose the member shows the camera now. */
export function PoseToCopy({ pose }: { pose: VerificationPose }) {
  const { t } = useTranslation();
  return (
    <figure className="verify-pose" aria-live="polite">
      <span className="verify-pose__picture" aria-hidden="true">
        {POSE_EMOJI[pose]}
      </span>
      <figcaption>{t(`verify.poses.${pose}`)}</figcaption>
    </figure>
  );
}
