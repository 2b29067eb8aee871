import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { enSignedOut } from '../../i18n/enSignedOut';
import { useEnglishTexts } from '../../i18n/useEnglishTexts';
import { TEST_IDS } from '../../testIds';
import { Logo } from '../../ui/Logo';
import { LanguageSelect } from '../locale/LanguageSelect';
import { isOnboarded } from '../session/storedSession';
import { WelcomeCarousel } from './WelcomeCarousel';
import './WelcomePage.css';

/** The first screen (spec section 2); a member signed in on this browser goes straight to /app. */
export function WelcomePage() {
  useEnglishTexts(enSignedOut);
  const { t } = useTranslation();
  if (isOnboarded()) return <Navigate to="/app" replace />;

  return (
    <div className="welcome">
      <header className="welcome__header">
        <Logo to="/" light />
        <LanguageSelect className="welcome__language" />
      </header>
      <main className="welcome__main">
        <WelcomeCarousel />
        <div className="welcome__actions">
          <h1 className="welcome__tagline">{t('welcome.tagline')}</h1>
          {/* The spec's sign-up flow: the login page's Sign up tab. */}
          <Link
            to="/login?signuptab=yes"
            className="dating-button welcome__login"
            data-testid={TEST_IDS.createAccountButton}
          >
            {t('welcome.createAccount')}
          </Link>
          <Link
            to="/login"
            className="dating-button dating-button--ghost welcome__login"
            data-testid={TEST_IDS.loginButton}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
            </svg>
            {t('welcome.loginWithMail')}
          </Link>
          <p className="welcome__terms">
            {t('welcome.termsPrefix')}{' '}
            <Link to="/helpmain" data-testid={TEST_IDS.termsLink}>
              {t('welcome.termsLink')}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
