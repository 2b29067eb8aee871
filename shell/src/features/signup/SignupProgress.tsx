import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectSignupSteps, type SignupStep } from './signupSlice';
import './SignupProgress.css';

/**
 * "Step n of N" with one bar per step: the steps before the current one are done, the current
 * one is `aria-current="step"`. The count follows the member's own flow (no code when
 * verification is off, no photo after a social picture).
 */
export function SignupProgress({ current }: { current: SignupStep }) {
  const { t } = useTranslation();
  const steps = useAppSelector(selectSignupSteps);
  const index = steps.indexOf(current);
  return (
    <div className="signup-progress">
      <p className="signup-progress__count">
        {t('signup.progress.count', { number: index + 1, total: steps.length })}
      </p>
      <ol className="signup-progress__steps" aria-label={t('signup.progress.label')}>
        {steps.map((step, position) => {
          const name = t(`signup.steps.${step}`);
          const state = position < index ? 'done' : position === index ? 'current' : 'next';
          return (
            <li
              key={step}
              className={`signup-progress__step signup-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="visually-hidden">
                {state === 'done' ? t('signup.progress.done', { step: name }) : name}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
