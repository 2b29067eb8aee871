import { validateEmail } from '@dating/contract/validation';
import { TextField, FormMessage } from '@dating/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { useTimedMessage } from '../forms/useTimedMessage';
import type { ProviderProfile } from './facebookSdk';
import { useStandInTokenMutation } from './socialLoginApi';

/** The stand-in's form: a name and an address become a test identity the server signs. */
export function StandInSignInForm({
  onSignedIn,
}: {
  onSignedIn: (profile: ProviderProfile) => void;
}) {
  const { t } = useTranslation();
  const [standInToken] = useStandInTokenMutation();
  const message = useTimedMessage();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  const submit = useSingleSubmit(async () => {
    const invalid = validateEmail(email);
    if (invalid) {
      message.fromClient(invalid);
      return;
    }
    try {
      const { fbid, access_token } = await standInToken({ email: email.trim() }).unwrap();
      onSignedIn({
        auth: { userID: fbid, accessToken: access_token },
        me: { id: fbid, name: name.trim(), email: email.trim() },
      });
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit.run();
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <p>{t('social.standIn.note')}</p>
      <TextField
        label={t('signup.name')}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormMessage testId={TEST_IDS.formMessage} message={message.shown} />
      <button type="submit" className="dating-button auth-form__submit" disabled={submit.busy}>
        {t('social.standIn.continue')}
      </button>
    </form>
  );
}
