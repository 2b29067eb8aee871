import { cityOf, pathTo, type Profile } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { SETTINGS_ICON } from './sidebarLinks';

/**
 * The member's card (spec section 2, Sidebar): photo, name and location (its city, as grid
 * captions show it; the whole place on hover), and the settings gear.
 */
export function SidebarMember({
  profile,
  premium,
  onNavigate,
}: {
  profile: Profile | undefined;
  premium: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sidebar__member">
      <Link
        to={pathTo('profile')}
        className="sidebar__member-link"
        data-testid={TEST_IDS.sidebarMember}
        onClick={onNavigate}
      >
        <span className="sidebar__photo">
          {profile?.images ? (
            <img src={profile.images} alt="" className="sidebar__photo-image" />
          ) : (
            <span className="sidebar__photo-initial" aria-hidden="true">
              {profile?.user_name.charAt(0)}
            </span>
          )}
          {premium ? (
            <svg
              className="sidebar__premium-badge"
              viewBox="0 0 24 24"
              role="img"
              aria-label={t('sidebar.premiumMember')}
              data-testid={TEST_IDS.premiumBadge}
            >
              <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
            </svg>
          ) : null}
        </span>
        <span className="sidebar__member-text">
          {/* Member-written: each takes its own direction, so a Latin name in Arabic keeps its end. */}
          <span
            className="sidebar__member-name"
            dir="auto"
            data-testid={TEST_IDS.sidebarMemberName}
          >
            {profile?.user_name}
          </span>
          {profile?.location ? (
            <span className="sidebar__member-location" dir="auto" title={profile.location}>
              {cityOf(profile.location)}
            </span>
          ) : null}
        </span>
      </Link>
      <Link
        to={pathTo('settings')}
        className="sidebar__settings"
        aria-label={t('sidebar.settings')}
        onClick={onNavigate}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={SETTINGS_ICON} />
        </svg>
      </Link>
    </div>
  );
}
