import { Modal, FormMessage, type TimedMessageControls } from '@dating/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { useTimedMessage } from '../forms/useTimedMessage';
import { InterestsStep } from './InterestsStep';
import { LocationStep } from './LocationStep';
import { PhotoStep } from './PhotoStep';
import { PurposeStep } from './PurposeStep';
import { VerificationStep } from './VerificationStep';
import { flowClosed, selectSignup, selectSignupStep, type SignupStep } from './signupSlice';
import './SignupFlowModal.css';

function StepContent({
  step,
  email,
  message,
}: {
  step: SignupStep;
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
 * The sign-up tabs of spec section 4, one at a time in a modal: 5 (code, unless verification is
 * disabled), 1 (purpose), 2 (photo, unless a social picture), 3 (interests), 4 (location). The
 * message area is shared, so a step's success stays visible on the next one.
 */
export function SignupFlowModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectSignupStep);
  const { details } = useAppSelector(selectSignup);
  const message = useTimedMessage();
  const flowRef = useRef<HTMLDivElement>(null);

  // Each tab starts at its first field; the control that moved the flow on is gone with its tab.
  useEffect(() => {
    const flow = flowRef.current;
    if (flow && !flow.contains(document.activeElement)) {
      flow.querySelector<HTMLElement>('input, button')?.focus();
    }
  }, [step]);

  if (!step || !details) return null;

  return (
    <Modal
      open
      title={t(`signup.steps.${step}`)}
      onClose={() => dispatch(flowClosed())}
      closeLabel={t('signup.close')}
    >
      <div ref={flowRef} className="signup-flow" data-testid={TEST_IDS.signupFlow} data-step={step}>
        <FormMessage testId={TEST_IDS.formMessage} message={message.shown} />
        <StepContent key={step} step={step} email={details.email.trim()} message={message} />
      </div>
    </Modal>
  );
}
