import { MESSAGES } from '@dating/contract/messages';
import { validatePassword } from '@dating/contract/validation';
import { useTranslation } from 'react-i18next';

type HintState = 'met' | 'unmet' | 'unknown';

/**
 * What the shared password rule asks, ticked as the member types. The rule answers its first
 * problem only (length, then name or e-mail, then guessability), so a later check stays unknown
 * while an earlier one fails.
 */
function hintStates(password: string, problem: string | null, ruleLoaded: boolean) {
  const length: HintState = validatePassword(password) === null ? 'met' : 'unmet';
  if (!ruleLoaded || length === 'unmet') {
    return { length, personal: 'unknown', strength: 'unknown' } as const;
  }
  const personalProblems: string[] = [MESSAGES.passwordHasEmail, MESSAGES.passwordHasName];
  if (personalProblems.includes(problem ?? '')) {
    return { length, personal: 'unmet', strength: 'unknown' } as const;
  }
  const strength: HintState = problem === MESSAGES.weakPassword ? 'unmet' : 'met';
  return { length, personal: 'met', strength } as const;
}

/** The password's rules under its field (referenced by the field's aria-describedby). */
export function PasswordHints({
  id,
  password,
  problem,
  ruleLoaded,
}: {
  id: string;
  password: string;
  /** The shared rule's answer for the password as typed. */
  problem: string | null;
  ruleLoaded: boolean;
}) {
  const { t } = useTranslation();
  const states = hintStates(password, problem, ruleLoaded);
  return (
    <div id={id} className="password-hints">
      <span className="visually-hidden">{t('signup.passwordHints.title')}</span>
      <ul className="password-hints__list">
        {(['length', 'personal', 'strength'] as const).map((hint) => {
          // Nothing typed yet: the rules read as plain advice, neither met nor failed.
          const state = password ? states[hint] : 'unknown';
          return (
            <li key={hint} className={`password-hints__item password-hints__item--${state}`}>
              <span aria-hidden="true" className="password-hints__mark" />
              {t(`signup.passwordHints.${hint}`)}
              {state === 'unknown' ? null : (
                <span className="visually-hidden"> {t(`signup.passwordHints.${state}`)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
