import { validateEmail, validatePassword } from '@dating/contract/validation';
import { TextField, FormMessage } from '@dating/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { CodeInput, emptyCode, isCodeComplete } from '../../ui/CodeInput';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { useTimedMessage } from '../forms/useTimedMessage';
import { selectLanguage } from '../locale/localeSlice';
import { useForgotPasswordMutation, useResetPasswordMutation } from './passwordResetApi';

/** Forgot Password?'s steps: the e-mail mails a code; the code and a new password set it. */
export function ForgotPasswordSteps({
  initialEmail,
  onPasswordReset,
}: {
  initialEmail: string;
  onPasswordReset: (message: string) => void;
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [forgotPassword] = useForgotPasswordMutation();
  const [resetPassword] = useResetPasswordMutation();
  const message = useTimedMessage();
  const [email, setEmail] = useState(initialEmail.trim());
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyCode);
  const [password, setPassword] = useState('');

  const sendCode = useSingleSubmit(async () => {
    const invalid = validateEmail(email);
    if (invalid) {
      message.fromClient(invalid);
      return;
    }
    try {
      const answer = await forgotPassword({ email: email.trim(), language }).unwrap();
      setCodeSentTo(email.trim());
      if (answer.message) message.fromServer(answer.message, 'success');
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const setNewPassword = useSingleSubmit(async () => {
    if (!codeSentTo) return;
    const invalid = validatePassword(password);
    if (invalid) {
      message.fromClient(invalid);
      return;
    }
    try {
      const answer = await resetPassword({
        email: codeSentTo,
        otp: digits.join(''),
        password,
        language,
      }).unwrap();
      onPasswordReset(answer.message ?? t('forgotPassword.done'));
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (codeSentTo ? setNewPassword.run() : sendCode.run());
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {codeSentTo ? (
        <>
          <p>{t('forgotPassword.codeSent', { email: codeSentTo })}</p>
          <CodeInput
            digits={digits}
            onChange={setDigits}
            label={t('forgotPassword.code')}
            autoFocus
          />
          <TextField
            label={t('forgotPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormMessage testId={TEST_IDS.formMessage} message={message.shown} />
          <button
            type="submit"
            className="dating-button auth-form__submit"
            disabled={!isCodeComplete(digits) || setNewPassword.busy}
          >
            {t('forgotPassword.setPassword')}
          </button>
        </>
      ) : (
        <>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormMessage testId={TEST_IDS.formMessage} message={message.shown} />
          <button
            type="submit"
            className="dating-button auth-form__submit"
            disabled={sendCode.busy}
          >
            {t('forgotPassword.reset')}
          </button>
        </>
      )}
    </form>
  );
}
