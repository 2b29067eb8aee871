import { FRAMES_PER_POSE, type SelfieFrame, type VerificationPose } from '@dating/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PoseToCopy } from './PoseToCopy';
import { useSelfieCamera } from './useSelfieCamera';

/** The time to read a pose's instruction and move, before its first frame. */
export const POSE_SETTLE_MS = 1200;
/** Between two frames of one pose. */
export const FRAME_INTERVAL_MS = 800;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The poses asked, one after the other, each shown while the live front camera films it: once
 * the camera plays, each pose's frames are taken on their own (FRAMES_PER_POSE of them), then
 * all are given to `onFrames`. Without a camera (none, or permission refused) nothing can be
 * verified: a still picture proves nothing.
 */
export function LiveCapture({
  poses,
  onFrames,
  onCancel,
}: {
  poses: readonly VerificationPose[];
  onFrames: (frames: SelfieFrame[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { video, state, capture } = useSelfieCamera();
  const [playing, setPlaying] = useState(false);
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!playing) return;
    let left = false;
    const film = async () => {
      const frames: SelfieFrame[] = [];
      for (const [index, pose] of poses.entries()) {
        setStep(index);
        await wait(POSE_SETTLE_MS);
        for (let shot = 0; shot < FRAMES_PER_POSE; shot += 1) {
          if (shot > 0) await wait(FRAME_INTERVAL_MS);
          if (left) return;
          const file = capture();
          if (file) frames.push({ pose, file });
        }
      }
      if (!left) onFrames(frames);
    };
    void film();
    return () => {
      left = true;
    };
    // Filmed once, when the camera starts playing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing]);

  const pose = poses[step];
  return (
    <div className="verify-capture">
      {state === 'unavailable' ? (
        <p role="alert">{t('verify.noCamera')}</p>
      ) : (
        <>
          {pose ? (
            <>
              <p className="verify-capture__step">
                {t('verify.step', { step: step + 1, count: poses.length })}
              </p>
              <PoseToCopy pose={pose} />
            </>
          ) : null}
          <video
            ref={video}
            className="verify-capture__preview"
            aria-label={t('verify.preview')}
            autoPlay
            muted
            playsInline
            onPlaying={() => setPlaying(true)}
          />
          <p className="verify-capture__hint">{t('verify.filming')}</p>
        </>
      )}
      <button type="button" className="dating-button dating-button--ghost" onClick={onCancel}>
        {t('verify.cancel')}
      </button>
    </div>
  );
}
