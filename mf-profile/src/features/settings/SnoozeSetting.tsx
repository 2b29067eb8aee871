import { SNOOZE_CHOICES, type Profile, type SnoozeChoice } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { formatDate } from '@dating/contract/formatDate';
import { Select, FormMessage } from '@dating/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetSnoozeMutation } from './privacyApi';

/**
 * Snooze: out of everyone's discovery for a while or until turned off, matches and chats kept.
 * While snoozed it says until when, with Turn off; the end comes from the server's clock.
 */
export function SnoozeSetting({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const [setSnooze, { isLoading }] = useSetSnoozeMutation();
  const [choice, setChoice] = useState<SnoozeChoice>('day');
  const message = useTimedMessage();

  const change = async (snooze: SnoozeChoice | 'off') => {
    try {
      await setSnooze({ memberId, snooze }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <div className="settings-snooze">
      <h4 className="settings-minor-title">{t('settings.visibility.snooze')}</h4>
      {profile.snoozed === 'true' ? (
        <>
          <p className="settings-snooze__state">
            {profile.snoozed_until
              ? t('settings.visibility.snoozedUntil', {
                  date: formatDate(profile.snoozed_until, language, 'dateTime'),
                })
              : t('settings.visibility.snoozedUntilOff')}
          </p>
          <button
            type="button"
            className="dating-button dating-button--ghost"
            disabled={isLoading}
            onClick={() => void change('off')}
          >
            {t('settings.visibility.turnOff')}
          </button>
        </>
      ) : (
        <>
          <p className="settings-snooze__hint">{t('settings.visibility.snoozeHint')}</p>
          <Select
            label={t('settings.visibility.snoozeFor')}
            options={SNOOZE_CHOICES.map((value) => ({
              value,
              label: t(`settings.visibility.choices.${value}`),
            }))}
            value={choice}
            onChange={setChoice}
          />
          <button
            type="button"
            className="dating-button"
            disabled={isLoading}
            onClick={() => void change(choice)}
          >
            {t('settings.visibility.snoozeAction')}
          </button>
        </>
      )}
      <FormMessage message={message.shown} />
    </div>
  );
}
