import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { type Profile } from '@dating/contract';
import { Switch, FormMessage } from '@dating/ui/forms';
import { useTranslation } from 'react-i18next';
import { usePremiumGate } from '../premium/usePremiumGate';
import { PremiumOnlyHint } from './PremiumOnlyHint';
import { useSetIncognitoMutation } from './privacyApi';

/**
 * Incognito (premium): seen only by the people the member likes and by matches. A free member
 * gets the premium popup, as the other premium settings do; the server refuses them too, and
 * incognito hides no one once premium ends, so it shows off then.
 */
export function IncognitoSetting({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { premium, allow } = usePremiumGate();
  const [setIncognito, { isLoading }] = useSetIncognitoMutation();
  const message = useTimedMessage();

  const toggle = async (incognito: boolean) => {
    if (!allow('settings-incognito', 'control')) return;
    try {
      await setIncognito({ memberId, incognito }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <div className="settings-incognito">
      <Switch
        label={t('settings.visibility.incognito')}
        hint={
          <>
            {t('settings.visibility.incognitoHint')} {premium ? null : <PremiumOnlyHint />}
          </>
        }
        checked={premium && profile.incognito === 'true'}
        disabled={isLoading}
        onChange={(checked) => void toggle(checked)}
      />
      <FormMessage message={message.shown} />
    </div>
  );
}
