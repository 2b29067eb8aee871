import { eventBus } from '@dating/web';
import { pathTo } from '@dating/contract';
import { Suspense, memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { lazyPage } from '../../app/lazyPage';
import { TEST_IDS } from '../../testIds';
import { Logo } from '../../ui/Logo';
import { LanguageSelect } from '../locale/LanguageSelect';
import { selectMember } from '../session/sessionSlice';
import { useMemberProfile } from '../session/useMemberProfile';
import { useMemberProfileReloads } from '../session/useMemberProfileReloads';
import { SidebarMember } from './SidebarMember';
import { SIDEBAR_LINKS } from './sidebarLinks';
import { useNotificationCounts } from './useNotificationCounts';
import './Sidebar.css';

/** Badges stop growing here; the exact count is still read out. */
const MAX_BADGE = 99;

const LogoutConfirm = lazyPage(async () => (await import('./LogoutConfirm')).LogoutConfirm);

/**
 * The signed-in menu (spec section 2, Sidebar): a column when wide, a drawer on phones.
 * `offerPremium`: the page's one upsell is the sidebar's Become a Premium Member (upsellRule.ts).
 * Memoised: the layout draws again for what only its page shows (the ads setting arriving, the
 * page going idle), and the sidebar reads what it shows itself.
 */
export const Sidebar = memo(function Sidebar({ offerPremium }: { offerPremium: boolean }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const premium = useAppSelector(selectMember)?.premium ?? null;
  const { data: profile } = useMemberProfile();
  // A purchase or a saved edit shows here at once, without a reload.
  useMemberProfileReloads();
  const counts = useNotificationCounts();
  const closeMenu = () => setMenuOpen(false);

  return (
    <aside className={menuOpen ? 'sidebar sidebar--open' : 'sidebar'}>
      <div className="sidebar__bar">
        <Logo to={pathTo('peopleNear')} />
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
        <SidebarMember profile={profile} premium={premium === true} onNavigate={closeMenu} />
        {!offerPremium ? null : (
          <button
            type="button"
            className="dating-button sidebar__premium"
            data-testid={TEST_IDS.becomePremium}
            onClick={() => eventBus.emit('premium:open', { source: 'sidebar' })}
          >
            {t('sidebar.becomePremium')}
          </button>
        )}
        <nav aria-label={t('sidebar.label')}>
          <ul className="sidebar__links">
            {SIDEBAR_LINKS.map((link) => {
              if (link.moderatorsOnly && profile?.moderator !== 'true') return null;
              const unread = link.count ? counts[link.count] : 0;
              return (
                <li key={link.to}>
                  <NavLink to={link.to} className="sidebar__link" caseSensitive onClick={closeMenu}>
                    <svg viewBox="0 0 24 24" aria-hidden="true">
                      <path d={link.icon} />
                    </svg>
                    {t(`sidebar.${link.label}`)}
                    {unread > 0 ? (
                      <span className="sidebar__badge">
                        <span aria-hidden="true">
                          {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
                        </span>
                        <span className="visually-hidden">
                          {t('sidebar.unread', { count: unread })}
                        </span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSelect className="sidebar__language" />
        <button
          type="button"
          className="sidebar__link sidebar__logout"
          data-testid={TEST_IDS.logoutButton}
          onClick={() => setConfirmingLogout(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
          </svg>
          {t('sidebar.logout')}
        </button>
      </div>
      {confirmingLogout ? (
        <Suspense fallback={null}>
          <LogoutConfirm onClose={() => setConfirmingLogout(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
});
