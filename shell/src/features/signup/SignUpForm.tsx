import {
  LIMITS,
  MESSAGES,
  ageOn,
  isNameCharacter,
  latestBirthDate,
  loadFormPasswordRule,
  parseIsoDate,
  type NewPasswordRule,
  validateBirthDate,
  validateEmail,
  validateName,
  FormMessage,
} from '@dating/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { TextField } from '../../ui/TextField';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { useTimedMessage } from '../forms/useTimedMessage';
import { selectLanguage } from '../locale/localeSlice';
import { SignupFlowModal } from './SignupFlowModal';
import { useCheckEmailMutation } from './signupApi';
import {
  detailsAccepted,
  selectSocialProfile,
  type Gender,
  type SignupDetails,
} from './signupSlice';

const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

/** Name inputs take letters and spaces only (spec section 5): anything else is dropped. */
function lettersOnly(value: string): string {
  return Array.from(value).filter(isNameCharacter).join('');
}

function validateDetails(details: SignupDetails, passwordRule: NewPasswordRule): string | null {
  // Spec section 5: a missing e-mail or date of birth (hence age) is 'Please fill the details'.
  if (!details.email.trim() || !details.dob) return MESSAGES.fillTheDetails;
  return (
    validateName(details.name) ??
    validateEmail(details.email) ??
    passwordRule(details.password, { email: details.email.trim(), name: details.name.trim() }) ??
    validateBirthDate(details.dob)
  );
}

/**
 * The Signup tab (spec section 2): the details, checked by the server (webcheckemail), then the
 * flow modal. A member coming from a social login finds their name and e-mail filled in.
 */
export function SignUpForm() {
  const social = useAppSelector(selectSocialProfile);
  // A social profile arriving while the form is shown starts it again, prefilled.
  return <SignUpDetailsForm key={social?.userID ?? 'mail'} />;
}

function SignUpDetailsForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const social = useAppSelector(selectSocialProfile);
  const [checkEmail] = useCheckEmailMutation();
  const message = useTimedMessage();
  const [details, setDetails] = useState<SignupDetails>(() => ({
    name: lettersOnly(social?.name ?? '').slice(0, LIMITS.nameMax),
    email: social?.email ?? '',
    password: '',
    dob: '',
    gender: 'male',
  }));
  const birth = parseIsoDate(details.dob);
  const latest = latestBirthDate();

  const edit = (change: Partial<SignupDetails>) => setDetails({ ...details, ...change });

  const submit = useSingleSubmit(async () => {
    const invalid = validateDetails(details, await loadFormPasswordRule());
    if (invalid) {
      message.fromClient(invalid);
      return;
    }
    try {
      const answer = await checkEmail({ email: details.email.trim(), language }).unwrap();
      dispatch(detailsAccepted({ details, emailVerified: answer.email_verified }));
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit.run();
  };

  return (
    <>
      <form
        className="auth-form"
        noValidate
        onSubmit={onSubmit}
        // The password dictionaries download while the member types, not at page load.
        onFocus={() => void loadFormPasswordRule()}
        data-testid={TEST_IDS.signUpForm}
      >
        <TextField
          label={t('signup.name')}
          autoComplete="given-name"
          maxLength={LIMITS.nameMax}
          value={details.name}
          onValueChange={(name) => edit({ name: lettersOnly(name) })}
        />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          value={details.email}
          onValueChange={(email) => edit({ email })}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={details.password}
          onValueChange={(password) => edit({ password })}
        />
        <TextField
          label={t('signup.dateOfBirth')}
          type="date"
          min={LIMITS.earliestBirthDate}
          max={latest}
          value={details.dob}
          // Spec section 5: opening the picker starts at exactly 18 years back.
          onFocus={() => {
            if (!details.dob) edit({ dob: latest });
          }}
          onValueChange={(dob) => edit({ dob })}
          hint={birth ? t('signup.age', { age: ageOn(birth) }) : null}
        />
        <fieldset className="field field--choices">
          <legend className="field__label">{t('signup.gender')}</legend>
          {GENDERS.map((gender) => (
            <label key={gender} className="choice">
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={details.gender === gender}
                onChange={() => edit({ gender })}
              />
              {t(`signup.genders.${gender}`)}
            </label>
          ))}
        </fieldset>
        <FormMessage testId={TEST_IDS.formMessage} message={message.shown} />
        <button type="submit" className="dating-button auth-form__submit" disabled={submit.busy}>
          {t('signup.submit')}
        </button>
      </form>
      <SignupFlowModal />
    </>
  );
}
