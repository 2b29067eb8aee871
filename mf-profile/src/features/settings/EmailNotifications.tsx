import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { Switch, FormMessage } from '@dating/ui/forms';
import { useTranslation } from 'react-i18next';
import {
  useEmailSettingsQuery,
  useSetEmailSettingMutation,
  type EmailKind,
} from './emailSettingsApi';
import './EmailNotifications.css';

const KINDS: readonly EmailKind[] = ['email_matches', 'email_messages'];

/** Settings' 'E-mails': the digest's two kinds, each saved as it is switched. */
export function EmailNotifications() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { data: settings } = useEmailSettingsQuery(memberId);
  const [setEmailSetting] = useSetEmailSettingMutation();
  const message = useTimedMessage();

  const change = async (kind: EmailKind, on: boolean) => {
    try {
      await setEmailSetting({ memberId, kind, value: on ? 'true' : 'false' }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <fieldset className="settings-group" aria-describedby="settings-emails-hint">
      <legend className="settings-subtitle">{t('settings.emails.title')}</legend>
      <p id="settings-emails-hint" className="dating-field__hint settings-emails__hint">
        {t('settings.emails.hint')}
      </p>
      {KINDS.map((kind) => (
        <Switch
          key={kind}
          label={t(`settings.emails.${kind}`)}
          checked={settings?.[kind] === 'true'}
          disabled={!settings}
          onChange={(on) => void change(kind, on)}
        />
      ))}
      <FormMessage message={message.shown} />
    </fieldset>
  );
}
