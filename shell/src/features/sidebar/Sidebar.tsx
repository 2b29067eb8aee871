import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Logo } from '../../ui/Logo';
import { LanguageSelect } from '../locale/LanguageSelect';
import { SIDEBAR_LINKS } from './sidebarLinks';
import './Sidebar.css';

/** The signed-in menu (spec section 2, Sidebar): a column when wide, a drawer on phones. */
export function Sidebar() {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <aside className={menuOpen ? 'sidebar sidebar--open' : 'sidebar'}>
      <div className="sidebar__bar">
        <Logo to="/app/PeopleNear" />
        <button
          type="button"
          className="sidebar__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('sidebar.closeMenu') : t('sidebar.openMenu')}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>
      </div>
      <div className="sidebar__menu" id={menuId}>
        <nav aria-label={t('sidebar.label')}>
          <ul className="sidebar__links">
            {SIDEBAR_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={`/app/${link.path}`}
                  className="sidebar__link"
                  caseSensitive
                  onClick={() => setMenuOpen(false)}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d={link.icon} />
                  </svg>
                  {t(`sidebar.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSelect className="sidebar__language" />
      </div>
    </aside>
  );
}
