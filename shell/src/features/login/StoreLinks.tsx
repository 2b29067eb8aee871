import type { AdminData } from '@dating/contract';
import { useTranslation } from 'react-i18next';

/** The login page's footer (spec section 2): the mobile apps, where the server names them. */
export function StoreLinks({ adminData }: { adminData: AdminData | undefined }) {
  const { t } = useTranslation();
  const links = [
    { key: 'appStore', href: adminData?.ios_url },
    { key: 'playStore', href: adminData?.android_url },
  ].filter((link): link is { key: string; href: string } => Boolean(link.href));
  if (links.length === 0) return null;

  return (
    <footer className="login__stores">
      <p>{t('login.getTheApp')}</p>
      <ul className="login__store-links">
        {links.map((link) => (
          <li key={link.key}>
            <a
              className="dating-button dating-button--ghost"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(`login.${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
