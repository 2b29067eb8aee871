import { type TimedMessageControls } from '@dating/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CodeInput, emptyCode, isCodeComplete } from '../../ui/CodeInput';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { selectLanguage } from '../locale/localeSlice';
import { useCheckEmailMutation, useVerifyCodeMutation } from './signupApi';
import { codeVerified, selectSignup, stepFinished } from './signupSlice';

/**
 * Tab 5 (spec section 2): the 4-digit code from the mail, with Clear, Verify and Resend. Once
 * verified, coming back with Back says so and goes on with Next.
 */
export function VerificationStep({
  email,
  message,
}: {
  email: string;
  message: TimedMessageControls;
}) {
  const verified = useAppSelector(selectSignup).codeVerified;
  return verified ? <VerifiedEmail email={email} /> : <CodeEntry email={email} message={message} />;
}

function VerifiedEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(stepFinished('verification'));
  };
  return (
    <form className="signup-step" noValidate onSubmit={onSubmit}>
      <p role="status">{t('signup.codeAccepted')}</p>
      <p className="signup-step__email">{email}</p>
      <div className="signup-step__actions">
        <button type="submit" className="dating-button">
          {t('signup.next')}
        </button>
      </div>
    </form>
  );
}

function CodeEntry({ email, message }: { email: string; message: TimedMessageControls }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [verifyCode] = useVerifyCodeMutation();
  const [checkEmail] = useCheckEmailMutation();
  const [digits, setDigits] = useState(emptyCode);

  const verify = useSingleSubmit(async () => {
    try {
      await verifyCode({ email, otp: digits.join(''), language }).unwrap();
      dispatch(codeVerified());
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const resend = useSingleSubmit(async () => {
    try {
      const answer = await checkEmail({ email, language }).unwrap();
      message.fromServer(answer.message ?? t('signup.codeResent'), 'success');
      setDigits(emptyCode());
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isCodeComplete(digits)) void verify.run();
  };

  return (
    <form className="signup-step" noValidate onSubmit={onSubmit}>
      <p>{t('signup.codeHelp')}</p>
      <p className="signup-step__email">{email}</p>
      <CodeInput digits={digits} onChange={setDigits} label={t('signup.code')} />
      <div className="signup-step__actions">
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => setDigits(emptyCode())}
        >
          {t('signup.clear')}
        </button>
        <button
          type="submit"
          className="dating-button"
          disabled={!isCodeComplete(digits) || verify.busy}
        >
          {t('signup.verify')}
        </button>
      </div>
      <button
        type="button"
        className="auth-form__link"
        disabled={resend.busy}
        onClick={() => void resend.run()}
      >
        {t('signup.resend')}
      </button>
    </form>
  );
}
