import {
  MESSAGES,
  Modal,
  placeFromAddress,
  useSession,
  useTimedMessage,
  type PlacePick,
  FormMessage,
} from '@dating/shared';
import { PlacePicker } from '@dating/shared/PlacePicker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { usePlacesQuery, useSetProfileMutation } from './profileApi';

/**
 * The change-location modal (premium only): a place must be chosen from the suggestions, so it
 * comes with coordinates (spec section 5, Location, profile screen messages).
 */
export function LocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const message = useTimedMessage();
  const [setProfile, { isLoading: saving }] = useSetProfileMutation();
  const [pick, setPick] = useState<PlacePick>({ text: '', place: null });

  const save = async () => {
    if (!pick.text.trim()) {
      message.fromClient(MESSAGES.selectLocation);
      return;
    }
    if (!pick.place) {
      message.fromClient(MESSAGES.selectLocationFromDropdown);
      return;
    }
    const change = {
      place: placeFromAddress(pick.place.description),
      lat: pick.place.lat,
      lon: pick.place.lon,
    };
    try {
      await setProfile({ memberId, change }).unwrap();
      onClose();
    } catch (error) {
      message.fromFailure(error);
    }
  };

  return (
    <Modal
      open
      title={t('profile.locationTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <button
          type="button"
          className="dating-button"
          disabled={saving}
          onClick={() => void save()}
        >
          {t('common.save')}
        </button>
      }
    >
      <PlacePicker
        label={t('profile.searchLocation')}
        suggestionsLabel={t('profile.locationSuggestions')}
        usePlaces={usePlacesQuery}
        onChange={setPick}
        optionTestId={TEST_IDS.placeSuggestion}
      />
      <FormMessage message={message.shown} />
    </Modal>
  );
}
