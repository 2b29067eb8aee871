import {
  useTimedMessage,
  VERIFICATION_POSES,
  VerifiedBadge,
  type VerificationPose,
  type VerificationStatus,
} from '@dating/shared';
import { FormMessage } from '@dating/shared/forms';
import { messageKeyOf } from '@dating/shared/messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelfieCapture } from './SelfieCapture';
import { useVerificationQuery, useVerifySelfieMutation } from './verificationApi';
import './VerifySection.css';

function randomPose(): VerificationPose {
  return VERIFICATION_POSES[Math.floor(Math.random() * VERIFICATION_POSES.length)] ?? 'thumb_up';
}

/** Where the member's verification stands, with the reason of a refusal. */
function VerificationState({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string) => string;
  const key = messageKeyOf(status.reason);
  const reason = key ? translate(`messages.${key}`) : status.reason;
  switch (status.state) {
    case 'none':
      return <p>{t('verify.none')}</p>;
    case 'pending_review':
      return <p>{t('verify.pending')}</p>;
    case 'verified':
      return (
        <p className="verify-section__verified">
          {t('verify.verified')}
          <VerifiedBadge />
        </p>
      );
    case 'refused':
      return (
        <>
          <p>{t('verify.refused')}</p>
          {reason ? <p className="verify-section__reason">{reason}</p> : null}
        </>
      );
  }
}

/**
 * "Verify your photos" on the Profile page: the state, then a random pose to copy in a selfie
 * taken with the front camera (or a chosen file), sent with webverifyselfie. A member may try
 * again after a refusal; nothing is offered while a moderator decides or once verified.
 */
export function VerifySection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useVerificationQuery();
  const [verifySelfie, { isLoading: sending }] = useVerifySelfieMutation();
  const message = useTimedMessage({ failureText: t('verify.failed') });
  const [pose, setPose] = useState<VerificationPose | null>(null);

  if (!data) return null;
  const { state } = data.result;

  const send = async (file: string, copied: VerificationPose) => {
    setPose(null);
    try {
      const answer = await verifySelfie({ file, pose: copied }).unwrap();
      message.fromServer(answer.message, answer.result.state === 'refused' ? 'error' : 'success');
    } catch (error) {
      message.fromFailure(error);
    }
  };

  return (
    <section className="verify-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="verify-section__title">
        {t('verify.title')}
      </h2>
      {pose ? (
        <SelfieCapture
          pose={pose}
          onSelfie={(file) => void send(file, pose)}
          onCancel={() => setPose(null)}
        />
      ) : (
        <>
          <VerificationState status={data.result} />
          {sending ? (
            <p role="status">{t('verify.checking')}</p>
          ) : state === 'none' || state === 'refused' ? (
            <button type="button" className="dating-button" onClick={() => setPose(randomPose())}>
              {state === 'refused' ? t('verify.tryAgain') : t('verify.start')}
            </button>
          ) : null}
        </>
      )}
      <FormMessage message={message.shown} />
    </section>
  );
}
