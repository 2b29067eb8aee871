import {
  LIMITS,
  parseFieldInput,
  PRIVATE_FIELDS,
  PROFILE_FIELDS,
  type FieldPrivacy,
  type FieldProblem,
  type PrivateFieldName,
  type Profile,
  type ProfileField,
  type ProfileFieldName,
} from '@dating/contract';
import { Page, useTimedMessage } from '@dating/ui';
import { useSession } from '@dating/web';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { isNameCharacter, validateName } from '@dating/contract/validation';
import { TextField, FormMessage } from '@dating/ui/forms';
import { MESSAGES } from '@dating/contract/messages';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileCompleteness } from '../completeness/ProfileCompleteness';
import { useNotFoundOnFailure } from '../not-found/useNotFoundOnFailure';
import { PhotoOrder } from '../photos/PhotoOrder';
import { useSetProfileMutation, type ProfileChange } from '../profile/profileApi';
import { useOwnProfile } from '../profile/useOwnProfile';
import { PromptsEditor } from '../prompts/PromptsEditor';
import { usePromptDrafts } from '../prompts/usePromptDrafts';
import { ProfileFieldInput, type FieldDraft } from './ProfileFieldInput';
import './EditProfilePage.css';

/** Spec section 4 (Settings): edit-profile success reloads the page after 2 seconds. */
export const RELOAD_AFTER_SAVE_MS = 2000;

const FIELDS = PROFILE_FIELDS as readonly ProfileField[];

type Drafts = Record<ProfileFieldName, FieldDraft>;

/** A stored value as the form edits it: text, or a list's values. */
function draftOf(value: string | number | readonly string[] | null): FieldDraft {
  if (typeof value === 'object' && value !== null) return [...value];
  return value === null ? '' : String(value);
}

/** The form's text as websetprofile takes it: a list as comma-separated codes. */
function sentOf(draft: FieldDraft): string {
  return typeof draft === 'string' ? draft : draft.join(',');
}

/**
 * Edit profile (spec section 2): the completeness meter, the photo order, then one form: name,
 * read-only e-mail and age, every field of the field list with who sees it, the prompts, and one
 * Save for all of them.
 */
export function EditProfilePage() {
  const { t } = useTranslation();
  const { data: profile, error } = useOwnProfile();
  useNotFoundOnFailure(error);

  return (
    <Page title={t('pages.editProfile')}>
      {profile ? (
        <>
          <ProfileCompleteness profile={profile} />
          <PhotoOrder profile={profile} />
          <EditProfileForm profile={profile} />
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
  const [setProfile, { isLoading: savingProfile }] = useSetProfileMutation();
  const prompts = usePromptDrafts();
  const saving = savingProfile || prompts.saving;
  const [saved, setSaved] = useState(false);
  const [name, setName] = useState(profile.user_name);
  const [drafts, setDrafts] = useState<Drafts>(
    () =>
      Object.fromEntries(
        FIELDS.map((field) => [field.name, draftOf(profile[field.name as ProfileFieldName])]),
      ) as Drafts,
  );
  const [privacy, setPrivacy] = useState(profile.field_privacy);
  const [shown, setShown] = useState<Partial<Record<ProfileFieldName, FieldProblem>>>({});

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const problemOf = (field: ProfileField) =>
    parseFieldInput(field, drafts[field.name as ProfileFieldName]).problem;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameProblem = validateName(name);
    const problems = Object.fromEntries(
      FIELDS.flatMap((field) => {
        const problem = problemOf(field);
        return problem ? [[field.name, problem]] : [];
      }),
    );
    setShown(problems);
    if (nameProblem) {
      message.fromClient(nameProblem);
      return;
    }
    if (Object.keys(problems).length > 0) {
      message.fromClient(
        Object.values(problems).includes('tooLong') ? MESSAGES.textTooLong : MESSAGES.invalidFormat,
      );
      return;
    }
    const promptProblem = prompts.problem();
    if (promptProblem) {
      message.fromClient(promptProblem);
      return;
    }
    const change: ProfileChange = {
      user_name: name.trim(),
      ...Object.fromEntries(
        FIELDS.map((field) => [field.name, sentOf(drafts[field.name as ProfileFieldName])]),
      ),
      ...Object.fromEntries(
        PRIVATE_FIELDS.map(({ name: field }) => [`${field}_privacy`, privacy[field]]),
      ),
    };
    try {
      await setProfile({ memberId, change }).unwrap();
      await prompts.save();
      message.fromServer(t('editProfile.saved'), 'success');
      setSaved(true);
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <form
      className="dating-page__column edit-profile"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label={t('editProfile.name')}
        value={name}
        maxLength={LIMITS.nameMax}
        required
        // Spec section 5: characters other than letters and spaces are blocked, pasted or typed.
        onChange={(event) => setName([...event.target.value].filter(isNameCharacter).join(''))}
      />
      <TextField label={t('editProfile.email')} value={profile.email} readOnly />
      <TextField label={t('editProfile.age')} value={profile.age} readOnly />
      {FIELDS.map((field) => {
        const name = field.name as ProfileFieldName;
        // A text over its limit is kept and marked as it is typed; other problems show on save.
        const problem = field.kind === 'text' ? problemOf(field) : shown[name];
        return (
          <ProfileFieldInput
            key={name}
            field={field}
            value={drafts[name]}
            problem={problem}
            onChange={(value) => setDrafts((current) => ({ ...current, [name]: value }))}
            {...(field.memberPrivacy && {
              privacy: privacy[name as PrivateFieldName],
              onPrivacyChange: (choice: FieldPrivacy) =>
                setPrivacy((current) => ({ ...current, [name]: choice })),
            })}
          />
        );
      })}
      <PromptsEditor drafts={prompts} />
      {/* One Save for the whole form, kept in reach at the bottom of a phone's screen. */}
      <div className="edit-profile__save">
        <FormMessage message={message.shown} />
        <button type="submit" className="dating-button" disabled={saving || saved}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
