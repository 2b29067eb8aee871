import {
  GENDER_FIELD,
  PRIVATE_FIELDS,
  pathTo,
  profileFieldsFor,
  type Profile,
} from '@dating/contract';
import { formatList } from '@dating/contract/formatDate';
import { NameAndAge, ProfileFieldRows, VerifiedBadge } from '@dating/ui';
import { PromptAnswers } from '@dating/ui/PromptAnswers';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** As on another member's profile page: the gender shows in who the member is, not as a detail. */
const SHOWN_ELSEWHERE = [GENDER_FIELD.name];

function isEmpty(value: unknown): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * "How others see you": the own profile as a member who is not a match sees it, from the same
 * answer (webprofile carries the photos, the fields with their privacy and the prompt answers).
 * The fields go through the contract's `profileFieldsFor('members', …)`, the function the server
 * sends other members' views with, so the preview hides exactly what they do not get.
 */
export function ProfilePreview({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const seen = profileFieldsFor('members', profile, profile.field_privacy);
  // Private fields with a value that a non-match does not get: say why they are missing.
  const someHidden = PRIVATE_FIELDS.some(({ name }) => !(name in seen) && !isEmpty(profile[name]));
  const photos = profile.imagess.length > 0 ? profile.imagess : [profile.images].filter(Boolean);
  const showAge = profile.show_age !== 'false';
  const showLocation = profile.show_location !== 'false' && profile.location !== '';

  return (
    <section className="profile-preview" aria-labelledby="profile-preview-title">
      <h2 id="profile-preview-title" className="profile-preview__title">
        {t('preview.title')}
      </h2>
      <p className="profile-preview__intro">{t('preview.intro')}</p>
      {photos.length > 0 ? (
        <ul className="profile-preview__photos" aria-label={t('preview.photos')}>
          {photos.map((photo, index) => (
            <li key={`${index}-${photo}`}>
              <img
                src={photo}
                alt={t('preview.photoAlt', { number: index + 1, count: photos.length })}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-preview__empty">{t('preview.noPhotos')}</p>
      )}
      <h3 className="profile-preview__name">
        <NameAndAge
          name={profile.user_name}
          age={showAge ? profile.age : null}
          language={language}
        />
        {profile.verified === 'true' ? <VerifiedBadge /> : null}
      </h3>
      <dl className="profile-preview__details">
        {showLocation ? (
          <div>
            <dt>{t('preview.livesIn')}</dt>
            <dd>{profile.location}</dd>
          </div>
        ) : null}
        <ProfileFieldRows values={seen} audience="members" skip={SHOWN_ELSEWHERE} />
        {profile.interest.length > 0 ? (
          <div>
            <dt>{t('profile.interests')}</dt>
            <dd>{formatList(profile.interest, language)}</dd>
          </div>
        ) : null}
      </dl>
      {someHidden ? <p className="profile-preview__note">{t('preview.hiddenFields')}</p> : null}
      <PromptAnswers prompts={profile.prompts ?? []} label={t('preview.prompts')} />
      <p className="profile-preview__links">
        <Link to={pathTo('editProfile')} className="dating-button dating-button--ghost">
          {t('preview.editProfile')}
        </Link>
        <Link to={pathTo('editPhotos')} className="dating-button dating-button--ghost">
          {t('preview.editPhotos')}
        </Link>
      </p>
    </section>
  );
}
