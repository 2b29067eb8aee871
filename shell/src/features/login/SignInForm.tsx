import { pathTo } from '@dating/contract';
import { MESSAGES } from '@dating/contract/messages';
import { validateEmail } from '@dating/contract/validation';
import { TextField, FormMessage } from '@dating/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { useTimedMessage } from '../forms/useTimedMessage';
import { selectLanguage } from '../locale/localeSlice';
import { isStandingRefusal, preloadSignIn, signIn } from '../session/signIn';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { useReactivationPrompt } from './useReactivationPrompt';

/** The Signin tab (spec section 2): e-mail and password, and Forgot Password?. */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const message = useTimedMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const reactivation = useReactivationPrompt();

  const submit = useSingleSubmit(async (reactivating: boolean) => {
    const invalid = validateEmail(email) ?? (password ? null : MESSAGES.fillTheDetails);
    if (invalid) {
      message.fromClient(invalid);
      return;
    }
    try {
      await signIn(dispatch, {
        email: email.trim(),
        password,
        language,
        ...(reactivating ? { reactivate: 'true' as const } : {}),
      });
      void navigate(pathTo('peopleNear'), { replace: true });
    } catch (error) {
      // A suspension or ban is the page's standing notice, not a passing message.
      if (!reactivation.offer(error) && !isStandingRefusal(error)) message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit.run(false);
  };

  return (
    <>
      <form
        className="auth-form"
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadSignIn}
        onPointerEnter={preloadSignIn}
        data-testid={TEST_IDS.signInForm}
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="button" className="auth-form__link" onClick={() => setForgotOpen(true)}>
          {t('login.forgotPassword')}
        </button>
        <FormMessage testId={TEST_IDS.formMessage} message={message.shown} />
        <button type="submit" className="dating-button auth-form__submit" disabled={submit.busy}>
          {t('login.signIn')}
        </button>
      </form>
      {/* Outside the form: React events from the modal's portal would reach this form's submit. */}
      <ForgotPasswordModal
        open={forgotOpen}
        initialEmail={email}
        onClose={() => setForgotOpen(false)}
        onPasswordReset={(text) => {
          setForgotOpen(false);
          setPassword('');
          message.fromServer(text, 'success');
        }}
      />
      {reactivation.prompt(() => void submit.run(true))}
    </>
  );
}
