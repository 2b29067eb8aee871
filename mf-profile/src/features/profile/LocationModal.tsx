import { useSession } from '@dating/web';
import { ChangeLocationModal } from '@dating/ui/ChangeLocationModal';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useSetProfileMutation, usePlacesQuery } from './profileApi';

/** The profile's change-location modal (premium only), saved through websetprofile. */
export function LocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [setProfile, { isLoading: saving }] = useSetProfileMutation();
  return (
    <ChangeLocationModal
      labels={{
        title: t('profile.locationTitle'),
        search: t('profile.searchLocation'),
        suggestions: t('profile.locationSuggestions'),
        close: t('common.close'),
        save: t('common.save'),
      }}
      usePlaces={usePlacesQuery}
      saveLocation={(change) => setProfile({ memberId, change }).unwrap()}
      saving={saving}
      onClose={onClose}
      optionTestId={TEST_IDS.placeSuggestion}
    />
  );
}
