import { ConfirmModal, Page, useTimedMessage } from '@dating/ui';
import { eventBus, useSession } from '@dating/web';
import {
  FEED_FLAGS,
  PREMIUM_FLAGS,
  type Flag,
  type Profile,
  type ProfileSettings,
} from '@dating/contract';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { Switch, FormMessage } from '@dating/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotFoundOnFailure } from '../not-found/useNotFoundOnFailure';
import { usePremiumGate } from '../premium/usePremiumGate';
import { useAdminDataQuery, useSetProfileMutation } from '../profile/profileApi';
import { useOwnProfile } from '../profile/useOwnProfile';
import { BlockedMembers } from './BlockedMembers';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DataExport } from './DataExport';
import { DeleteAccountModal } from './DeleteAccountModal';
import { DeviceNotifications } from './DeviceNotifications';
import { EmailNotifications } from './EmailNotifications';
import { PrivacySettings } from './PrivacySettings';
import { ReadReceiptsSetting } from './ReadReceiptsSetting';
import { useDeactivateAccountMutation } from './settingsApi';
import './SettingsPage.css';

type FlagName = keyof ProfileSettings;

const FLAG_GROUPS: { heading: 'privacy' | 'notifications' | 'feeds'; flags: FlagName[] }[] = [
  { heading: 'privacy', flags: ['show_age', 'show_location', 'invisible', 'hide_ads'] },
  { heading: 'notifications', flags: ['message_notification', 'like_notification'] },
  { heading: 'feeds', flags: [...FEED_FLAGS] },
];

const ALL_FLAGS = FLAG_GROUPS.flatMap(({ flags }) => flags);

// show_age and show_location say what is shown; their toggles ("Don't show my age", "Make my
// location invisible") are on when the flag is 'false'.
const SHOWN_WHEN_OFF: readonly FlagName[] = ['show_age', 'show_location'];

function isToggleOn(flag: FlagName, value: Flag): boolean {
  return SHOWN_WHEN_OFF.includes(flag) ? value === 'false' : value === 'true';
}

/** The account actions a plain 'Are you sure?' confirms; deleting has a modal of its own. */
type AccountAction = 'logout' | 'deactivate';

function settingsOf(profile: Profile): ProfileSettings {
  const settings = {} as ProfileSettings;
  for (const flag of ALL_FLAGS) settings[flag] = profile[flag];
  return settings;
}

/** Settings (spec section 2): purposes, the toggles, Save, password, and leaving the account. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: profile, error } = useOwnProfile();
  useNotFoundOnFailure(error);

  return (
    <Page title={t('pages.settings')}>
      <div className="dating-page__column settings-page">
        {profile ? (
          <SettingsForm profile={profile} />
        ) : (
          <LoadingSkeleton label={t('common.loading')} layout="list" />
        )}
        <EmailNotifications />
        <PrivacySettings />
        <ReadReceiptsSetting />
        <BlockedMembers />
        <DataExport />
        <AccountActions />
      </div>
    </Page>
  );
}

function SettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { allow } = usePremiumGate();
  const message = useTimedMessage();
  const { data: adminData } = useAdminDataQuery();
  const [setProfile, { isLoading: saving }] = useSetProfileMutation();
  const [flags, setFlags] = useState(() => settingsOf(profile));
  const [purpose, setPurpose] = useState<number | undefined>(profile.people_for[0]);

  const toggle = (flag: FlagName) => {
    if (
      PREMIUM_FLAGS.includes(flag) &&
      !allow(`settings-${flag}`, flag === 'hide_ads' ? 'ads' : 'control')
    )
      return;
    const next: Flag = flags[flag] === 'true' ? 'false' : 'true';
    setFlags({ ...flags, [flag]: next });
  };

  const save = async () => {
    const change = { ...flags, people_for: purpose === undefined ? undefined : String(purpose) };
    try {
      await setProfile({ memberId, change }).unwrap();
      message.fromServer(t('settings.saved'), 'success');
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <>
      <fieldset className="settings-group">
        <legend>{t('settings.purposes')}</legend>
        <div className="settings-purposes">
          {(adminData?.peoplefor ?? []).map((option) => (
            <button
              key={option.id}
              type="button"
              className="settings-purposes__option"
              aria-pressed={purpose === option.id}
              onClick={() => setPurpose(option.id)}
            >
              <img src={option.icon} alt="" />
              {option.name}
            </button>
          ))}
        </div>
      </fieldset>
      {FLAG_GROUPS.map(({ heading, flags: group }) => (
        <fieldset key={heading} className="settings-group">
          <legend>{t(`settings.${heading}`)}</legend>
          {group.map((flag) => (
            <Switch
              key={flag}
              label={t(`settings.flags.${flag}`)}
              hint={
                PREMIUM_FLAGS.includes(flag) ? (
                  <span className="settings-toggle__premium">
                    <span aria-hidden="true">♛ </span>
                    {t('settings.premiumOnly')}
                  </span>
                ) : undefined
              }
              checked={isToggleOn(flag, flags[flag])}
              onChange={() => toggle(flag)}
            />
          ))}
          {heading === 'notifications' ? <DeviceNotifications /> : null}
        </fieldset>
      ))}
      <FormMessage message={message.shown} />
      <button type="button" className="dating-button" disabled={saving} onClick={() => void save()}>
        {t('common.save')}
      </button>
    </>
  );
}

function AccountActions() {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { premium } = usePremiumGate();
  const accountMessage = useTimedMessage();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deletionOpen, setDeletionOpen] = useState(false);
  const [confirming, setConfirming] = useState<AccountAction | null>(null);
  const [deactivateAccount] = useDeactivateAccountMutation();

  const confirm = async () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'logout') {
      // The shell signs out (offline, token revoked, session cleared) as its sidebar does.
      eventBus.emit('session:logout', undefined);
      return;
    }
    if (action === null) return;
    try {
      await deactivateAccount(memberId).unwrap();
      // The server ended every session of the account: the shell clears its own and goes to /login.
      eventBus.emit('session:expired', undefined);
    } catch (failure) {
      accountMessage.fromFailure(failure);
    }
  };

  return (
    <div className="settings-account">
      <h2>{t('settings.account')}</h2>
      {premium ? null : (
        <button
          type="button"
          className="dating-button"
          onClick={() => eventBus.emit('premium:open', { source: 'settings' })}
        >
          {t('settings.joinPremium')}
        </button>
      )}
      <button
        type="button"
        className="dating-button dating-button--ghost"
        onClick={() => setPasswordOpen(true)}
      >
        {t('settings.changePassword')}
      </button>
      <FormMessage message={accountMessage.shown} />
      {(['logout', 'deactivate'] as const).map((action) => (
        <button
          key={action}
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() => setConfirming(action)}
        >
          {t(`settings.${action}`)}
        </button>
      ))}
      <button
        type="button"
        className="dating-button dating-button--ghost"
        onClick={() => setDeletionOpen(true)}
      >
        {t('settings.deleteAccount')}
      </button>
      <DeleteAccountModal open={deletionOpen} onClose={() => setDeletionOpen(false)} />
      <ChangePasswordModal
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onChanged={() => {
          setPasswordOpen(false);
          accountMessage.fromServer(t('settings.passwordChanged'), 'success');
        }}
      />
      <ConfirmModal
        open={confirming !== null}
        title={t('settings.areYouSure')}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={() => void confirm()}
        onNo={() => setConfirming(null)}
      >
        {confirming ? t(`settings.${confirming}`) : null}
      </ConfirmModal>
    </div>
  );
}
