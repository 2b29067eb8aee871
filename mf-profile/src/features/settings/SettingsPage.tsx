import { Page, useTimedMessage } from '@dating/ui';
import { ConfirmModal } from '@dating/ui/Modal';
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
import { useState, type ReactNode } from 'react';
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
import { PremiumOnlyHint } from './PremiumOnlyHint';
import { HiddenWordsSetting } from './HiddenWordsSetting';
import { ReadReceiptsSetting } from './ReadReceiptsSetting';
import { VerifiedOnlySetting } from './VerifiedOnlySetting';
import { useDeactivateAccountMutation } from './settingsApi';
import './SettingsPage.css';

type FlagName = keyof ProfileSettings;

type FlagHeading = 'privacy' | 'notifications' | 'feeds';

const FLAG_GROUPS: { heading: FlagHeading; flags: FlagName[] }[] = [
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

/** The page's sections in order: each an <h2> the table of contents links to. */
const SECTIONS = ['dating', 'privacy', 'notifications', 'data', 'account'] as const;
type SectionName = (typeof SECTIONS)[number];

const sectionId = (name: SectionName) => `settings-${name}`;
const titleId = (name: SectionName) => `settings-${name}-title`;

const SECTION_TITLE_KEYS = {
  dating: 'settings.sections.dating',
  privacy: 'settings.privacy',
  notifications: 'settings.notifications',
  data: 'settings.dataExport.title',
  account: 'settings.account',
} as const;

/**
 * Settings (spec section 2), in titled sections with a table of contents: Dating (purposes,
 * feeds), Privacy, Notifications, Your data, Account. The purposes and the switches of the first
 * three are kept by one Save, which stays in view below them; the rest save as they change.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: profile, error } = useOwnProfile();
  useNotFoundOnFailure(error);
  const form = useSettingsForm(profile);

  return (
    <Page title={t('pages.settings')}>
      <div className="settings-page">
        <nav className="settings-toc" aria-label={t('settings.toc')}>
          <ul>
            {SECTIONS.map((name) => (
              <li key={name}>
                <a href={`#${sectionId(name)}`}>{t(SECTION_TITLE_KEYS[name])}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-page__sections">
          <div className="settings-page__saved">
            <SettingsSection name="dating">
              {form ? (
                <>
                  <Purposes form={form} />
                  <FlagGroup form={form} heading="feeds" />
                </>
              ) : (
                <LoadingSkeleton label={t('common.loading')} layout="list" />
              )}
            </SettingsSection>
            <SettingsSection name="privacy">
              {form ? <FlagGroup form={form} heading="privacy" /> : null}
              <PrivacySettings />
              <ReadReceiptsSetting />
              <VerifiedOnlySetting />
              <HiddenWordsSetting />
              <BlockedMembers />
            </SettingsSection>
            <SettingsSection name="notifications">
              {form ? <FlagGroup form={form} heading="notifications" /> : null}
              <EmailNotifications />
            </SettingsSection>
            {form ? <SaveBar form={form} /> : null}
          </div>
          <SettingsSection name="data">
            <DataExport />
          </SettingsSection>
          <SettingsSection name="account">
            <AccountActions />
          </SettingsSection>
        </div>
      </div>
    </Page>
  );
}

function SettingsSection({ name, children }: { name: SectionName; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section id={sectionId(name)} className="settings-section" aria-labelledby={titleId(name)}>
      <h2 id={titleId(name)} className="settings-section__title">
        {t(SECTION_TITLE_KEYS[name])}
      </h2>
      {children}
    </section>
  );
}

type SettingsForm = NonNullable<ReturnType<typeof useSettingsForm>>;

/**
 * The purposes and switches Save sends, across three sections. What the member changed sits over
 * the loaded profile; nothing shows (undefined) until the profile is there.
 */
function useSettingsForm(profile: Profile | undefined) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const { allow } = usePremiumGate();
  const message = useTimedMessage();
  const [setProfile, { isLoading: saving }] = useSetProfileMutation();
  const [edits, setEdits] = useState<Partial<ProfileSettings>>({});
  const [chosenPurpose, setPurpose] = useState<number>();
  if (!profile) return undefined;
  const flags = { ...settingsOf(profile), ...edits };
  const purpose = chosenPurpose ?? profile.people_for[0];

  const toggle = (flag: FlagName) => {
    if (
      PREMIUM_FLAGS.includes(flag) &&
      !allow(`settings-${flag}`, flag === 'hide_ads' ? 'ads' : 'control')
    )
      return;
    const next: Flag = flags[flag] === 'true' ? 'false' : 'true';
    setEdits({ ...edits, [flag]: next });
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

  return { flags, purpose, setPurpose, toggle, save, saving, message: message.shown };
}

function Purposes({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { data: adminData } = useAdminDataQuery();
  return (
    <fieldset className="settings-group">
      <legend className="settings-subtitle">{t('settings.purposes')}</legend>
      <div className="settings-purposes">
        {(adminData?.peoplefor ?? []).map((option) => (
          <button
            key={option.id}
            type="button"
            className="settings-purposes__option"
            aria-pressed={form.purpose === option.id}
            onClick={() => form.setPurpose(option.id)}
          >
            <img src={option.icon} alt="" />
            {option.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One group of switches. A group named as its section (Privacy, Notifications) takes the
 * section's title as its name rather than repeating it.
 */
function FlagGroup({ form, heading }: { form: SettingsForm; heading: FlagHeading }) {
  const { t } = useTranslation();
  const group = FLAG_GROUPS.find((candidate) => candidate.heading === heading)?.flags ?? [];
  const switches = group.map((flag) => (
    <Switch
      key={flag}
      label={t(`settings.flags.${flag}`)}
      hint={PREMIUM_FLAGS.includes(flag) ? <PremiumOnlyHint /> : undefined}
      checked={isToggleOn(flag, form.flags[flag])}
      onChange={() => form.toggle(flag)}
    />
  ));
  if (heading === 'feeds') {
    return (
      <fieldset className="settings-group">
        <legend className="settings-subtitle">{t('settings.feeds')}</legend>
        {switches}
      </fieldset>
    );
  }
  return (
    <div className="settings-group" role="group" aria-labelledby={titleId(heading)}>
      {switches}
      {heading === 'notifications' ? <DeviceNotifications /> : null}
    </div>
  );
}

/** The one Save of the purposes and switches: it stays at the bottom of the screen below them. */
function SaveBar({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <div className="settings-save">
      <FormMessage message={form.message} />
      <button
        type="button"
        className="dating-button"
        disabled={form.saving}
        aria-describedby="settings-save-hint"
        onClick={() => void form.save()}
      >
        {t('common.save')}
      </button>
      <p id="settings-save-hint" className="dating-field__hint settings-save__hint">
        {t('settings.saveHint')}
      </p>
    </div>
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
