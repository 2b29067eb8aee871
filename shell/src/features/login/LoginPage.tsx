import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';

/** The route of spec section 2; the Signin and Signup tabs are built by the accounts work. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-page__header">
        <Logo to="/" />
      </header>
      <main className="public-page__main public-page__main--narrow">
        <h1>{t('login.title')}</h1>
        <p>{t('login.soon')}</p>
        <Link to="/">{t('login.back')}</Link>
      </main>
    </div>
  );
}
