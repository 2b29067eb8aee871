import { type TimedMessageControls } from '@dating/ui';
import { ConfirmModal, Modal } from '@dating/ui/Modal';
import { FormMessage } from '@dating/ui/forms';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { useTimedMessage } from '../forms/useTimedMessage';
import { InterestsStep } from './InterestsStep';
import { LocationStep } from './LocationStep';
import { PhotoStep } from './PhotoStep';
import { PurposeStep } from './PurposeStep';
import { SignupProgress } from './SignupProgress';
import { VerificationStep } from './VerificationStep';
import {
  flowDiscarded,
  selectFlowHasInput,
  selectSignup,
  selectSignupRefusal,
  wentBack,
  type FlowStep,
} from './signupSlice';
import './SignupFlowModal.css';

function StepContent({
  step,
  email,
  message,
}: {
  step: FlowStep;
  email: string;
  message: TimedMessageControls;
}) {
  switch (step) {
    case 'verification':
      return <VerificationStep email={email} message={message} />;
    case 'purpose':
      return <PurposeStep message={message} />;
    case 'photo':
      return <PhotoStep message={message} />;
    case 'interests':
      return <InterestsStep message={message} />;
    case 'location':
      return <LocationStep message={message} />;
  }
}

/**
 * One tab with its own message area: mounted afresh for each step, so nothing an earlier step
 * said stays on screen. A refusal of the finished sign-up that sent the member here shows until
 * they leave.
 */
function StepPanel({ step, email }: { step: FlowStep; email: string }) {
  const message = useTimedMessage();
  const refusal = useAppSelector(selectSignupRefusal);
  const arrivedFor = refusal?.step === step ? refusal.message : null;

  return (
    <div className="signup-flow__step">
      <FormMessage
        testId={TEST_IDS.formMessage}
        message={message.shown ?? (arrivedFor ? { text: arrivedFor, tone: 'error' } : null)}
      />
      <StepContent step={step} email={email} message={message} />
    </div>
  );
}

/**
 * The sign-up tabs of spec section 4, one at a time in a modal: 5 (code, unless verification is
 * disabled), 1 (purpose), 2 (photo, unless a social picture), 3 (interests), 4 (location), with
 * the step indicator and Back. Closing asks first when the tabs hold anything of the member's.
 */
export function SignupFlowModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { step, details } = useAppSelector(selectSignup);
  const hasInput = useAppSelector(selectFlowHasInput);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const flowRef = useRef<HTMLDivElement>(null);

  // Each tab starts at its first field, after the Modal has focused its first control (the
  // parent's effect runs last); the control that moved the flow on is gone with its tab.
  useEffect(() => {
    flowRef.current?.querySelector<HTMLElement>('.signup-flow__step :is(input, button)')?.focus();
  }, [step]);

  if (step === 'details' || !details) return null;

  const discard = () => {
    setConfirmingClose(false);
    dispatch(flowDiscarded());
  };

  return (
    <>
      <Modal
        open
        title={t(`signup.steps.${step}`)}
        onClose={() => (hasInput ? setConfirmingClose(true) : discard())}
        closeLabel={t('signup.close')}
      >
        <div
          ref={flowRef}
          className="signup-flow"
          data-testid={TEST_IDS.signupFlow}
          data-step={step}
        >
          <div className="signup-flow__progress">
            <button
              type="button"
              className="signup-flow__back"
              onClick={() => dispatch(wentBack())}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="signup-flow__back-icon">
                <path d="M15 5l-7 7 7 7" />
              </svg>
              {t('signup.back')}
            </button>
            <SignupProgress current={step} />
          </div>
          <StepPanel key={step} step={step} email={details.email.trim()} />
        </div>
      </Modal>
      <ConfirmModal
        open={confirmingClose}
        title={t('signup.leave.title')}
        yesLabel={t('signup.leave.yes')}
        noLabel={t('signup.leave.no')}
        onYes={discard}
        onNo={() => setConfirmingClose(false)}
      >
        <p>{t('signup.leave.text')}</p>
      </ConfirmModal>
    </>
  );
}
