import { Loader } from '@dating/ui';
import { Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { enFormMessages } from '../../i18n/enFormMessages';
import { enSignedOut } from '../../i18n/enSignedOut';
import { useEnglishTexts } from '../../i18n/useEnglishTexts';
import { TEST_IDS } from '../../testIds';
import { Logo } from '../../ui/Logo';
import { useVisitorAdminData } from '../admin-data/useVisitorAdminData';
import { LanguageSelect } from '../locale/LanguageSelect';
import { SignUpPanel, preloadSignUpPanel } from '../signup/SignUpPanel';
import { FacebookLoginButton } from '../social-login/FacebookLoginButton';
import { SignInForm } from './SignInForm';
import { StandingNotice } from './StandingNotice';
import { StoreLinks } from './StoreLinks';
import './LoginPage.css';

const TABS = ['signin', 'signup'] as const;
type LoginTab = (typeof TABS)[number];

/** /login (spec section 2): Signin and Signup tabs; `?signuptab=yes` opens Signup. */
export function LoginPage() {
  useEnglishTexts(enSignedOut);
  useEnglishTexts(enFormMessages);
  const { t } = useTranslation();
  const idPrefix = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const adminData = useVisitorAdminData();
  const tabRefs = useRef<Partial<Record<LoginTab, HTMLButtonElement | null>>>({});
  const active: LoginTab = searchParams.get('signuptab') === 'yes' ? 'signup' : 'signin';

  const choose = (tab: LoginTab) =>
    setSearchParams(tab === 'signup' ? { signuptab: 'yes' } : {}, { replace: true });

  // The tab pattern: arrow keys move between the two tabs, which then show at once.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const other = active === 'signin' ? 'signup' : 'signin';
    const next = event.key === 'Home' ? 'signin' : event.key === 'End' ? 'signup' : other;
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="public-page login">
      <header className="public-page__header">
        <Logo to="/" />
        <LanguageSelect />
      </header>
      <main className="public-page__main public-page__main--narrow">
        <h1 className="login__title">
          {active === 'signin' ? t('login.title') : t('login.signUpTitle')}
        </h1>
        <StandingNotice />
        <div className="login__tabs" role="tablist" aria-label={t('login.tabsLabel')}>
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-${tab}-tab`}
              aria-controls={`${idPrefix}-${tab}-panel`}
              aria-selected={tab === active}
              tabIndex={tab === active ? 0 : -1}
              className="login__tab"
              data-testid={tab === 'signin' ? TEST_IDS.signInTab : TEST_IDS.signUpTab}
              onClick={() => choose(tab)}
              onPointerEnter={tab === 'signup' ? preloadSignUpPanel : undefined}
              onFocus={tab === 'signup' ? preloadSignUpPanel : undefined}
              onKeyDown={onTabKeyDown}
            >
              {tab === 'signin' ? t('login.signInTab') : t('login.signUpTab')}
            </button>
          ))}
        </div>
        <section
          className="login__panel"
          role="tabpanel"
          id={`${idPrefix}-${active}-panel`}
          aria-labelledby={`${idPrefix}-${active}-tab`}
        >
          {active === 'signin' ? (
            <SignInForm />
          ) : (
            <Suspense fallback={<Loader label={t('remote.loading')} />}>
              <SignUpPanel />
            </Suspense>
          )}
          {/* Under the form: it comes with the admin data's answer, and moves nothing painted. */}
          {adminData?.social_login ? (
            <>
              <p className="login__or">{t('login.or')}</p>
              <FacebookLoginButton config={adminData.social_login} />
            </>
          ) : null}
        </section>
      </main>
      <StoreLinks adminData={adminData} />
    </div>
  );
}
