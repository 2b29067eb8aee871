import { Icon, NameAndAge, VerifiedBadge } from '@dating/ui';
import { type MemberProfileDetail } from '@dating/contract';
import { useSession } from '@dating/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The profile's title (name, age, badges), Back, and the menu of report and block. */
export function MemberProfileHeader({
  member,
  backTo,
  reporting,
  onReport,
  onBlock,
}: {
  member: MemberProfileDetail;
  backTo: string;
  reporting: boolean;
  onReport: () => void;
  onBlock: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const choose = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };
  return (
    <header className="member-profile__header">
      <Link to={backTo} className="member-profile__back" aria-label={t('common.back')}>
        <Icon name="previous" />
      </Link>
      <h1>
        <NameAndAge name={member.user_name} age={member.age} language={language} />
        {member.verified === 'true' ? <VerifiedBadge /> : null}
        {member.premium_member === 'true' ? (
          <span className="member-profile__badge" role="img" aria-label={t('profile.premiumBadge')}>
            <Icon name="crown" />
          </span>
        ) : null}
      </h1>
      <div className="member-profile__menu">
        <button
          type="button"
          className="member-profile__menu-button"
          aria-label={t('profile.moreActions')}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="more" />
        </button>
        {menuOpen ? (
          <ul role="menu" className="member-profile__menu-list">
            <li role="none">
              <button type="button" role="menuitem" disabled={reporting} onClick={choose(onReport)}>
                {member.report === 'true' ? t('profile.unreport') : t('profile.report')}
              </button>
            </li>
            <li role="none">
              <button type="button" role="menuitem" onClick={choose(onBlock)}>
                {t('safety.block')}
              </button>
            </li>
          </ul>
        ) : null}
      </div>
    </header>
  );
}
