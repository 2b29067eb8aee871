import {
  LIMITS,
  ageOn,
  isNameCharacter,
  latestBirthDate,
  loadFormPasswordRule,
  messageKeyOf,
  parseIsoDate,
  type NewPasswordRule,
  FormMessage,
} from '@dating/shared';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { TextField } from '../../ui/TextField';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { useTimedMessage } from '../forms/useTimedMessage';
import { selectLanguage } from '../locale/localeSlice';
import { PasswordHints } from './PasswordHints';
import { SignupFlowModal } from './SignupFlowModal';
import { SignupProgress } from './SignupProgress';
import { DETAILS_FIELDS, detailsProblems, passwordProblem, sameEmail } from './detailsRules';
import { useCheckEmailMutation } from './signupApi';
import { fieldOfMessage, fixableRefusal, type DetailsField } from './signupRefusals';
import {
  detailsAccepted,
  detailsConfirmed,
  refusalDismissed,
  selectSignup,
  selectSignupRefusal,
  selectSocialProfile,
  signupRefused,
  type Gender,
  type SignupDetails,
} from './signupSlice';
import './SignUpForm.css';

const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

/** Name inputs take letters and spaces only (spec section 5): anything else is dropped. */
function lettersOnly(value: string): string {
  return Array.from(value).filter(isNameCharacter).join('');
}

/**
 * The Signup tab (spec section 2): the details, checked field by field with the server's own
 * rules, then by the server (webcheckemail), then the flow modal. A member coming from a social
 * login finds their name and e-mail filled in; one coming back from the modal finds what they
 * entered.
 */
export function SignUpForm() {
  const social = useAppSelector(selectSocialProfile);
  // A social profile arriving while the form is shown starts it again, prefilled.
  return <SignUpDetailsForm key={social?.userID ?? 'mail'} />;
}

/** A field's message line, translated like the form's message area. */
function FieldError({ id, message }: { id: string; message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const key = messageKeyOf(message);
  return (
    <p id={id} className="field__error">
      {key ? t(`messages.${key}`) : message}
    </p>
  );
}

function SignUpDetailsForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const idPrefix = useId();
  const language = useAppSelector(selectLanguage);
  const social = useAppSelector(selectSocialProfile);
  const { details: accepted } = useAppSelector(selectSignup);
  const refusal = useAppSelector(selectSignupRefusal);
  const [checkEmail] = useCheckEmailMutation();
  const message = useTimedMessage();
  const [details, setDetails] = useState<SignupDetails>(
    () =>
      accepted ?? {
        name: lettersOnly(social?.name ?? '').slice(0, LIMITS.nameMax),
        email: social?.email ?? '',
        password: '',
        dob: '',
        gender: 'male',
      },
  );
  const [passwordRule, setPasswordRule] = useState<NewPasswordRule | null>(null);
  // A field's problem shows once the member has left it filled in, or has pressed Sign up.
  const [judged, setJudged] = useState<ReadonlySet<DetailsField>>(new Set());
  // zxcvbn takes tens of milliseconds: judged again only when what it reads changes.
  const { name, email, password } = details;
  const judgedPassword = useMemo(
    () => passwordProblem({ name, email, password }, passwordRule),
    [name, email, password, passwordRule],
  );
  const problems = { ...detailsProblems(details, null), password: judgedPassword };
  const detailsRefusal = refusal?.step === 'details' ? refusal.message : null;
  const refusedField = detailsRefusal ? fieldOfMessage(detailsRefusal) : null;
  const birth = parseIsoDate(details.dob);
  const latest = latestBirthDate();

  const inputId = (field: DetailsField) => `${idPrefix}-${field}`;
  const errorId = (field: DetailsField) => `${idPrefix}-${field}-error`;
  const hintsId = `${idPrefix}-password-hints`;
  const ageId = `${idPrefix}-age`;
  const errorOf = (field: DetailsField): string | null =>
    refusedField === field ? detailsRefusal : judged.has(field) ? problems[field] : null;
  const describedBy = (field: DetailsField, ...more: string[]) =>
    [errorOf(field) ? errorId(field) : null, ...more].filter(Boolean).join(' ') || undefined;
  const focusField = (field: DetailsField) => document.getElementById(inputId(field))?.focus();

  // Sent back by the server's refusal of the finished sign-up: the field at fault is where to type.
  useEffect(() => {
    if (refusedField) document.getElementById(`${idPrefix}-${refusedField}`)?.focus();
  }, [refusedField, idPrefix]);

  const loadPasswordRule = useCallback(async () => {
    const rule = await loadFormPasswordRule();
    setPasswordRule(() => rule);
    return rule;
  }, []);

  const edit = (field: DetailsField | 'gender', change: Partial<SignupDetails>) => {
    setDetails({ ...details, ...change });
    if (refusedField === field || (detailsRefusal && !refusedField)) dispatch(refusalDismissed());
  };

  const judge = (field: DetailsField) => {
    if (details[field].trim()) setJudged(new Set(judged).add(field));
  };

  const submit = useSingleSubmit(async () => {
    const found = detailsProblems(details, await loadPasswordRule());
    const firstInvalid = DETAILS_FIELDS.find((field) => found[field] !== null);
    if (firstInvalid) {
      setJudged(new Set(DETAILS_FIELDS));
      focusField(firstInvalid);
      return;
    }
    // The same address again: its check and code still hold, so nothing is sent.
    if (accepted && sameEmail(accepted.email, details.email)) {
      dispatch(detailsConfirmed(details));
      return;
    }
    try {
      const answer = await checkEmail({ email: details.email.trim(), language }).unwrap();
      dispatch(detailsAccepted({ details, emailVerified: answer.email_verified }));
    } catch (error) {
      const fixable = fixableRefusal(error);
      if (fixable) dispatch(signupRefused(fixable));
      else message.fromFailure(error);
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
        onFocus={() => void loadPasswordRule()}
        data-testid={TEST_IDS.signUpForm}
      >
        <SignupProgress current="details" />
        <div className="signup-details__field">
          <TextField
            id={inputId('name')}
            label={t('signup.name')}
            autoComplete="given-name"
            maxLength={LIMITS.nameMax}
            value={details.name}
            onValueChange={(name) => edit('name', { name: lettersOnly(name) })}
            onBlur={() => judge('name')}
            aria-invalid={errorOf('name') ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          <FieldError id={errorId('name')} message={errorOf('name')} />
        </div>
        <div className="signup-details__field">
          <TextField
            id={inputId('email')}
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={details.email}
            onValueChange={(email) => edit('email', { email })}
            onBlur={() => judge('email')}
            aria-invalid={errorOf('email') ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          <FieldError id={errorId('email')} message={errorOf('email')} />
        </div>
        <div className="signup-details__field">
          <TextField
            id={inputId('password')}
            label={t('login.password')}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            value={details.password}
            onValueChange={(password) => edit('password', { password })}
            onBlur={() => judge('password')}
            aria-invalid={errorOf('password') ? true : undefined}
            aria-describedby={describedBy('password', hintsId)}
          />
          <FieldError id={errorId('password')} message={errorOf('password')} />
          <PasswordHints
            id={hintsId}
            password={details.password}
            problem={problems.password}
            ruleLoaded={passwordRule !== null}
          />
        </div>
        <div className="signup-details__field">
          <TextField
            id={inputId('dob')}
            label={t('signup.dateOfBirth')}
            type="date"
            min={LIMITS.earliestBirthDate}
            max={latest}
            value={details.dob}
            // Spec section 5: opening the picker starts at exactly 18 years back. On a click, not
            // on focus, so that the focus given to an empty date at fault does not fill it in.
            onClick={() => {
              if (!details.dob) edit('dob', { dob: latest });
            }}
            onValueChange={(dob) => edit('dob', { dob })}
            onBlur={() => judge('dob')}
            aria-invalid={errorOf('dob') ? true : undefined}
            aria-describedby={describedBy('dob', ...(birth ? [ageId] : []))}
          />
          {birth ? (
            <p id={ageId} className="field__hint signup-details__age">
              {t('signup.age', { age: ageOn(birth) })}
            </p>
          ) : null}
          <FieldError id={errorId('dob')} message={errorOf('dob')} />
        </div>
        <fieldset className="field field--choices">
          <legend className="field__label">{t('signup.gender')}</legend>
          {GENDERS.map((gender) => (
            <label key={gender} className="choice">
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={details.gender === gender}
                onChange={() => edit('gender', { gender })}
              />
              {t(`signup.genders.${gender}`)}
            </label>
          ))}
        </fieldset>
        <FormMessage
          testId={TEST_IDS.formMessage}
          message={
            message.shown ??
            (detailsRefusal && !refusedField ? { text: detailsRefusal, tone: 'error' } : null)
          }
        />
        <button type="submit" className="dating-button auth-form__submit" disabled={submit.busy}>
          {t('signup.submit')}
        </button>
      </form>
      <SignupFlowModal />
    </>
  );
}
