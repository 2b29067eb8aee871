import { eventBus, useSession } from '@dating/web';
import { Icon, Page, VerifiedBadge } from '@dating/ui';
import { pathTo } from '@dating/contract';
import { formatDate, formatList } from '@dating/contract/formatDate';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { useNotFoundOnFailure } from '../not-found/useNotFoundOnFailure';
import { usePremiumGate } from '../premium/usePremiumGate';
import { VerifySection } from '../verification/VerifySection';
import { InterestsModal } from './InterestsModal';
import { LocationModal } from './LocationModal';
import { ProfilePreview } from './ProfilePreview';
import { useOwnProfile } from './useOwnProfile';
import './ProfilePage.css';

type OpenModal = 'interests' | 'location' | null;

/** The member's own profile (spec section 2, Profile). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { language } = useSession();
  const { data: profile, error } = useOwnProfile();
  const { premium, allow } = usePremiumGate();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  useNotFoundOnFailure(error);

  if (!profile) return <LoadingSkeleton label={t('common.loading')} layout="profile" />;

  return (
    <Page title={t('pages.profile')}>
      <div className="dating-page__column profile-page">
        <div className="profile-page__photo">
          <img
            src={profile.images}
            alt={t('profile.photoAlt')}
            data-testid={TEST_IDS.profilePhoto}
          />
          <Link
            to={pathTo('editPhotos')}
            className="profile-page__edit-photo"
            aria-label={t('profile.editPhotos')}
          >
            <Icon name="edit" />
          </Link>
          {premium ? (
            <span className="profile-page__badge" role="img" aria-label={t('profile.premiumBadge')}>
              <Icon name="crown" />
            </span>
          ) : null}
        </div>
        {premium && profile.membership_valid_web ? (
          <p className="profile-page__expiry">
            {t('profile.expiresOn', {
              date: formatDate(profile.membership_valid_web, language),
            })}
          </p>
        ) : (
          <button
            type="button"
            className="dating-button"
            onClick={() => eventBus.emit('premium:open', { source: 'profile' })}
          >
            {t('profile.becomePremium')}
          </button>
        )}
        <ul className="profile-rows">
          <li>
            <Link to={pathTo('editProfile')} className="profile-rows__row">
              <span className="profile-rows__label">{t('profile.basicInfo')}</span>
              <span className="profile-rows__value">
                {profile.user_name}
                {profile.verified === 'true' ? <VerifiedBadge /> : null}
              </span>
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="profile-rows__row"
              onClick={() => setOpenModal('interests')}
            >
              <span className="profile-rows__label">{t('profile.interests')}</span>
              <span className="profile-rows__value">
                {profile.interest.length > 0
                  ? formatList(profile.interest, language)
                  : t('profile.notSet')}
              </span>
            </button>
          </li>
          <li>
            <button
              type="button"
              className="profile-rows__row"
              onClick={() => {
                if (allow('profile-location', 'location')) setOpenModal('location');
              }}
            >
              <span className="profile-rows__label">{t('profile.location')}</span>
              <span className="profile-rows__value">{profile.location || t('profile.notSet')}</span>
            </button>
          </li>
          <li>
            <Link to={pathTo('questions')} className="profile-rows__row">
              <span className="profile-rows__label">{t('profile.questions')}</span>
              <span className="profile-rows__value">{t('profile.questionsHint')}</span>
            </Link>
          </li>
        </ul>
        <VerifySection />
        <ProfilePreview profile={profile} />
        {openModal === 'interests' ? <InterestsModal onClose={() => setOpenModal(null)} /> : null}
        {openModal === 'location' ? <LocationModal onClose={() => setOpenModal(null)} /> : null}
      </div>
    </Page>
  );
}
