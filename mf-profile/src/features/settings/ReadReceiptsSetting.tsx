import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { Switch, FormMessage } from '@dating/ui/forms';
import { useTranslation } from 'react-i18next';
import { useReadReceiptsQuery, useSetReadReceiptsMutation } from './readReceiptsApi';

/**
 * "Send read receipts": off, nobody sees when the member read their messages, and the member
 * sees no Read either (the server never sends it). Saved as soon as it is switched.
 */
export function ReadReceiptsSetting() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { data: on } = useReadReceiptsQuery(memberId);
  const [setReadReceipts] = useSetReadReceiptsMutation();
  const message = useTimedMessage();

  const onChange = async (next: boolean) => {
    try {
      await setReadReceipts({ memberId, on: next }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <fieldset className="settings-group">
      <legend className="settings-subtitle">{t('settings.chats')}</legend>
      <Switch
        label={t('settings.readReceipts.label')}
        hint={t('settings.readReceipts.hint')}
        checked={on ?? true}
        disabled={on === undefined}
        onChange={(next) => void onChange(next)}
      />
      <FormMessage message={message.shown} />
    </fieldset>
  );
}
