import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { Switch, FormMessage } from '@dating/ui/forms';
import { useTranslation } from 'react-i18next';
import { useSetVerifiedOnlyMutation, useVerifiedOnlyQuery } from './contactSafetyApi';

/**
 * "Only verified members can message me or send a comment with a like": guards the first
 * contact only (chats the member answered go on). Saved as soon as it is switched.
 */
export function VerifiedOnlySetting() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { data: on } = useVerifiedOnlyQuery(memberId);
  const [setVerifiedOnly] = useSetVerifiedOnlyMutation();
  const message = useTimedMessage();

  const onChange = async (next: boolean) => {
    try {
      await setVerifiedOnly({ memberId, on: next }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <div className="settings-group">
      <Switch
        label={t('settings.verifiedOnly.label')}
        hint={t('settings.verifiedOnly.hint')}
        checked={on ?? false}
        disabled={on === undefined}
        onChange={(next) => void onChange(next)}
      />
      <FormMessage message={message.shown} />
    </div>
  );
}
