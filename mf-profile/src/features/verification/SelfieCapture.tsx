import { type VerificationPose } from '@dating/shared';
import { photoDataUrl } from '@dating/shared/photoDataUrl';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { PoseToCopy } from './PoseToCopy';
import { useSelfieCamera } from './useSelfieCamera';

/**
 * The pose to copy and the front camera's live picture with "Take the selfie"; without a camera
 * (none, or permission refused), a file chosen or taken with the phone's camera instead.
 */
export function SelfieCapture({
  pose,
  onSelfie,
  onCancel,
}: {
  pose: VerificationPose;
  onSelfie: (dataUrl: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { video, state, capture } = useSelfieCamera();
  const [ready, setReady] = useState(false);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onSelfie(await photoDataUrl(file));
  };

  return (
    <div className="verify-capture">
      <PoseToCopy pose={pose} />
      {state === 'unavailable' ? (
        <div className="verify-capture__fallback">
          <p>{t('verify.noCamera')}</p>
          <label className="dating-button">
            {t('verify.chooseSelfie')}
            <input
              type="file"
              accept="image/*"
              capture="user"
              className="verify-capture__file"
              data-testid={TEST_IDS.selfieFileInput}
              onChange={(event) => void onFileChosen(event)}
            />
          </label>
        </div>
      ) : (
        <>
          <video
            ref={video}
            className="verify-capture__preview"
            aria-label={t('verify.preview')}
            autoPlay
            muted
            playsInline
            onLoadedMetadata={() => setReady(true)}
          />
          <button
            type="button"
            className="dating-button"
            disabled={!ready}
            onClick={() => {
              const selfie = capture();
              if (selfie) onSelfie(selfie);
            }}
          >
            {t('verify.takeSelfie')}
          </button>
        </>
      )}
      <button type="button" className="dating-button dating-button--ghost" onClick={onCancel}>
        {t('verify.cancel')}
      </button>
    </div>
  );
}
