import { useTranslation } from 'react-i18next';
import { useOwnProfile } from '../profile/useOwnProfile';
import { IncognitoSetting } from './IncognitoSetting';
import { SnoozeSetting } from './SnoozeSetting';
import './PrivacySettings.css';

/** Settings' 'Who sees me': snooze, and incognito for premium members. */
export function PrivacySettings() {
  const { t } = useTranslation();
  const { data: profile } = useOwnProfile();
  if (!profile) return null;
  return (
    <section className="settings-visibility" aria-labelledby="settings-visibility-title">
      <h3 id="settings-visibility-title" className="settings-subtitle">
        {t('settings.visibility.title')}
      </h3>
      <SnoozeSetting profile={profile} />
      <IncognitoSetting profile={profile} />
    </section>
  );
}
