import { LIMITS, Page, useSession, type Profile, useTimedMessage } from '@dating/shared';
import { LoadingSkeleton } from '@dating/shared/Skeleton';
import { isNameCharacter, validateName, validateProfileText } from '@dating/shared/validation';
import { RadioGroup, TextArea, TextField, FormMessage } from '@dating/shared/forms';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotFoundOnFailure } from '../not-found/useNotFoundOnFailure';
import { useSetProfileMutation } from '../profile/profileApi';
import { useOwnProfile } from '../profile/useOwnProfile';
import { PromptsEditor } from '../prompts/PromptsEditor';
import './EditProfilePage.css';

/** Spec section 4 (Settings): edit-profile success reloads the page after 2 seconds. */
export const RELOAD_AFTER_SAVE_MS = 2000;

const GENDERS = ['female', 'male', 'other'] as const;
const TEXT_FIELDS = ['bio', 'job', 'company', 'school'] as const;
const ONE_LINE_FIELDS = ['job', 'company', 'school'] as const;

type EditableFields = Pick<Profile, 'user_name' | 'gender' | (typeof TEXT_FIELDS)[number]>;

/** Edit profile (spec section 2): name, read-only e-mail and age, gender, bio, job, company, school. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const { data: profile, error } = useOwnProfile();
  useNotFoundOnFailure(error);

  return (
    <Page title={t('pages.editProfile')}>
      {profile ? (
        <>
          <EditProfileForm profile={profile} />
          <PromptsEditor />
        </>
      ) : (
        <LoadingSkeleton label={t('common.loading')} layout="list" />
      )}
    </Page>
  );
}

function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const message = useTimedMessage();
  const [setProfile, { isLoading: saving }] = useSetProfileMutation();
  const [saved, setSaved] = useState(false);
  const [fields, setFields] = useState<EditableFields>(() => ({
    user_name: profile.user_name,
    gender: profile.gender,
    bio: profile.bio,
    job: profile.job,
    company: profile.company,
    school: profile.school,
  }));

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const update = <K extends keyof EditableFields>(key: K, value: EditableFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      validateName(fields.user_name) ??
      TEXT_FIELDS.map((key) => validateProfileText(fields[key])).find(Boolean);
    if (problem) {
      message.fromClient(problem);
      return;
    }
    try {
      await setProfile({
        memberId,
        change: { ...fields, user_name: fields.user_name.trim() },
      }).unwrap();
      message.fromServer(t('editProfile.saved'), 'success');
      setSaved(true);
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  // Spec section 5 caps these at 60 characters; a longer text is kept and marked, never cut.
  const tooLong = t('messages.textTooLong');

  return (
    <form
      className="dating-page__column edit-profile"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label={t('editProfile.name')}
        value={fields.user_name}
        maxLength={LIMITS.nameMax}
        required
        // Spec section 5: characters other than letters and spaces are blocked, pasted or typed.
        onChange={(event) =>
          update('user_name', [...event.target.value].filter(isNameCharacter).join(''))
        }
      />
      <TextField label={t('editProfile.email')} value={profile.email} readOnly />
      <TextField label={t('editProfile.age')} value={profile.age} readOnly />
      <RadioGroup
        legend={t('editProfile.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`editProfile.${gender}`) }))}
        value={fields.gender}
        onChange={(gender) => update('gender', gender)}
      />
      <TextArea
        label={t('editProfile.bio')}
        value={fields.bio}
        limit={LIMITS.profileTextMax}
        counterLabel={(used, limit) => t('editProfile.characterCount', { used, limit })}
        overLimitError={tooLong}
        onChange={(event) => update('bio', event.target.value)}
      />
      {ONE_LINE_FIELDS.map((key) => (
        <TextField
          key={key}
          label={t(`editProfile.${key}`)}
          value={fields[key]}
          error={validateProfileText(fields[key]) ? tooLong : undefined}
          onChange={(event) => update(key, event.target.value)}
        />
      ))}
      <FormMessage message={message.shown} />
      <button type="submit" className="dating-button" disabled={saving || saved}>
        {t('common.save')}
      </button>
    </form>
  );
}
