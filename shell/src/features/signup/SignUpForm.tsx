import { GENDER_FIELD, LIMITS, MEMBER_GENDERS, type MemberGender } from '@dating/contract';
import { messageKeyOf } from '@dating/contract/messages';
import {
  ageOn,
  isNameCharacter,
  latestBirthDate,
  loadFormPasswordRule,
  parseIsoDate,
  type NewPasswordRule,
} from '@dating/contract/validation';
import { RadioGroup, TextField, FormMessage } from '@dating/ui/forms';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
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
  isVouchedEmail,
  refusalDismissed,
  selectSignup,
  selectSignupRefusal,
  selectSocialProfile,
  signupRefused,
  type SignupDetails,
} from './signupSlice';
import './SignUpForm.css';

/** The form's gender until the member picks one, offered first. */
const DEFAULT_GENDER: MemberGender = 'male';
const GENDERS = [DEFAULT_GENDER, ...MEMBER_GENDERS.filter((gender) => gender !== DEFAULT_GENDER)];

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
        gender: DEFAULT_GENDER,
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
  const detailsRefusal = refusal?.step === 'details' ? refusal.message : null;
  const refusedField = detailsRefusal ? fieldOfMessage(detailsRefusal) : null;
  // The provider's own e-mail needs no password (unless the server found it not vouched for).
  const vouched = isVouchedEmail(social, details.email) && refusedField !== 'password';
  const problems = {
    ...detailsProblems(details, null),
    password: vouched ? null : judgedPassword,
  };
  const birth = parseIsoDate(details.dob);
  const latest = latestBirthDate();

  const inputId = (field: DetailsField) => `${idPrefix}-${field}`;
  const hintsId = `${idPrefix}-password-hints`;
  /** A field's message, translated like the form's message area; null while it has none. */
  const errorOf = (field: DetailsField): string | null => {
    const shown =
      refusedField === field ? detailsRefusal : judged.has(field) ? problems[field] : null;
    const key = shown ? messageKeyOf(shown) : null;
    return key ? t(`messages.${key}`) : shown;
  };
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

  const edit = (field: DetailsField | typeof GENDER_FIELD.name, change: Partial<SignupDetails>) => {
    setDetails({ ...details, ...change });
    if (refusedField === field || (detailsRefusal && !refusedField)) dispatch(refusalDismissed());
  };

  const judge = (field: DetailsField) => {
    if (details[field].trim()) setJudged(new Set(judged).add(field));
  };

  const submit = useSingleSubmit(async () => {
    const found = detailsProblems(details, vouched ? null : await loadPasswordRule());
    if (vouched) found.password = null;
    const firstInvalid = DETAILS_FIELDS.find((field) => found[field] !== null);
    if (firstInvalid) {
      setJudged(new Set(DETAILS_FIELDS));
      focusField(firstInvalid);
      return;
    }
    // The provider vouches for the address: no check mailing a code, straight on to the purpose.
    if (vouched) {
      dispatch(
        detailsAccepted({ details: { ...details, password: '' }, emailVerified: 'disabled' }),
      );
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
            onChange={(event) => edit('name', { name: lettersOnly(event.target.value) })}
            onBlur={() => judge('name')}
            error={errorOf('name')}
          />
        </div>
        <div className="signup-details__field">
          <TextField
            id={inputId('email')}
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={details.email}
            onChange={(event) => edit('email', { email: event.target.value })}
            onBlur={() => judge('email')}
            error={errorOf('email')}
          />
        </div>
        {vouched ? null : (
          <div className="signup-details__field">
            <TextField
              id={inputId('password')}
              label={t('login.password')}
              type="password"
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              value={details.password}
              onChange={(event) => edit('password', { password: event.target.value })}
              onBlur={() => judge('password')}
              error={errorOf('password')}
              aria-describedby={hintsId}
            />
            <PasswordHints
              id={hintsId}
              password={details.password}
              problem={problems.password}
              ruleLoaded={passwordRule !== null}
            />
          </div>
        )}
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
            onChange={(event) => edit('dob', { dob: event.target.value })}
            onBlur={() => judge('dob')}
            hint={birth ? t('signup.age', { age: ageOn(birth) }) : undefined}
            error={errorOf('dob')}
          />
        </div>
        <RadioGroup
          legend={t('signup.gender')}
          options={GENDERS.map((gender) => ({
            value: gender,
            label: t(`signup.genders.${gender}`),
          }))}
          value={details.gender}
          onChange={(gender) => edit(GENDER_FIELD.name, { gender })}
        />
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
