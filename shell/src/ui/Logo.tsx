import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './Logo.css';

/** The brand mark, always a way home: `/` on public pages, PeopleNear inside the app. */
export function Logo({ to, light = false }: { to: string; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={light ? 'logo logo--light' : 'logo'}>
      <svg className="logo__mark" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.2 1.7-2 3.2-3.2 5.3-3.2 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="logo__name">{t('brand.name')}</span>
    </Link>
  );
}
