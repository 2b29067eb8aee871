import {
  isNameCharacter,
  LIMITS,
  Loader,
  useSession,
  validateName,
  validateProfileText,
  type Profile,
  useTimedMessage,
  LOADER_MS,
  useMinimumDelay,
  FormMessage,
} from '@dating/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotFoundOnFailure } from '../not-found/useNotFoundOnFailure';
import { useSetProfileMutation } from '../profile/profileApi';
import { useOwnProfile } from '../profile/useOwnProfile';
import './EditProfilePage.css';

/** Spec section 4 (Settings): edit-profile success reloads the page after 2 seconds. */
export const RELOAD_AFTER_SAVE_MS = 2000;

const GENDERS = ['female', 'male', 'other'] as const;
const TEXT_FIELDS = ['bio', 'job', 'company', 'school'] as const;

type EditableFields = Pick<Profile, 'user_name' | 'gender' | (typeof TEXT_FIELDS)[number]>;

/** Edit profile (spec section 2): name, read-only e-mail and age, gender, bio, job, company, school. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const { data: profile, error } = useOwnProfile();
  const loaderDone = useMinimumDelay(LOADER_MS.list);
  useNotFoundOnFailure(error);

  return (
    <section className="edit-profile">
      <h1>{t('pages.editProfile')}</h1>
      {profile && loaderDone ? (
        <EditProfileForm profile={profile} />
      ) : (
        <Loader label={t('common.loading')} />
      )}
    </section>
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

  return (
    <form className="edit-profile__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label className="edit-profile__field">
        <span>{t('editProfile.name')}</span>
        <input
          value={fields.user_name}
          maxLength={LIMITS.nameMax}
          required
          // Spec section 5: characters other than letters and spaces are blocked, pasted or typed.
          onChange={(event) =>
            update('user_name', [...event.target.value].filter(isNameCharacter).join(''))
          }
        />
      </label>
      <label className="edit-profile__field">
        <span>{t('editProfile.email')}</span>
        <input value={profile.email} readOnly />
      </label>
      <label className="edit-profile__field">
        <span>{t('editProfile.age')}</span>
        <input value={profile.age} readOnly />
      </label>
      <fieldset className="edit-profile__gender">
        <legend>{t('editProfile.gender')}</legend>
        {GENDERS.map((gender) => (
          <label key={gender}>
            <input
              type="radio"
              name="gender"
              value={gender}
              checked={fields.gender === gender}
              onChange={() => update('gender', gender)}
            />
            {t(`editProfile.${gender}`)}
          </label>
        ))}
      </fieldset>
      {TEXT_FIELDS.map((key) => (
        <label key={key} className="edit-profile__field">
          <span>{t(`editProfile.${key}`)}</span>
          <input
            value={fields[key]}
            maxLength={LIMITS.profileTextMax}
            onChange={(event) => update(key, event.target.value)}
          />
        </label>
      ))}
      <FormMessage message={message.shown} />
      <button type="submit" className="dating-button" disabled={saving || saved}>
        {t('common.save')}
      </button>
    </form>
  );
}
