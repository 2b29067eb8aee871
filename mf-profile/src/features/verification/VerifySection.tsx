import { useTimedMessage, VerifiedBadge } from '@dating/ui';
import {
  type SelfieFrame,
  type VerificationChallengeResponse,
  type VerificationStatus,
} from '@dating/contract';
import { FormMessage } from '@dating/ui/forms';
import { VERIFY_SECTION_ID } from '@dating/ui/VerifyToMessage';
import { messageKeyOf } from '@dating/contract/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LiveCapture } from './LiveCapture';
import {
  useVerificationChallengeMutation,
  useVerificationQuery,
  useVerifySelfieMutation,
} from './verificationApi';
import './VerifySection.css';

type Challenge = VerificationChallengeResponse['result'];

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
 * "Verify your photos" on the Profile page: the state, then the poses the server asks for
 * (webverificationchallenge), each filmed in turn by the front camera, and the frames sent with
 * webverifyselfie. A member may try again after a refusal; nothing is offered while a moderator
 * decides or once verified.
 */
export function VerifySection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useVerificationQuery();
  const [askChallenge, { isLoading: asking }] = useVerificationChallengeMutation();
  const [verifySelfie, { isLoading: sending }] = useVerifySelfieMutation();
  const message = useTimedMessage({ failureText: t('verify.failed') });
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const loaded = data !== undefined;
  // Led here by "Verify to message": the section comes into view with its title focused.
  useEffect(() => {
    if (!loaded || hash !== `#${VERIFY_SECTION_ID}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [loaded, hash]);

  if (!data) return null;
  const { state } = data.result;

  const start = async () => {
    try {
      setChallenge((await askChallenge().unwrap()).result);
    } catch (error) {
      message.fromFailure(error);
    }
  };

  const send = async (frames: SelfieFrame[], filmed: Challenge) => {
    setChallenge(null);
    try {
      const answer = await verifySelfie({ challenge: filmed.challenge, frames }).unwrap();
      message.fromServer(answer.message, answer.result.state === 'refused' ? 'error' : 'success');
    } catch (error) {
      message.fromFailure(error);
    }
  };

  return (
    <section id={VERIFY_SECTION_ID} className="verify-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="verify-section__title">
        {t('verify.title')}
      </h2>
      {challenge ? (
        <LiveCapture
          poses={challenge.poses}
          onFrames={(frames) => void send(frames, challenge)}
          onCancel={() => setChallenge(null)}
        />
      ) : (
        <>
          <VerificationState status={data.result} />
          {sending ? (
            <p role="status">{t('verify.checking')}</p>
          ) : state === 'none' || state === 'refused' ? (
            <button
              type="button"
              className="dating-button"
              disabled={asking}
              onClick={() => void start()}
            >
              {state === 'refused' ? t('verify.tryAgain') : t('verify.start')}
            </button>
          ) : null}
        </>
      )}
      <FormMessage message={message.shown} />
    </section>
  );
}
