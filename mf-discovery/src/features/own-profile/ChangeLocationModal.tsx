import {
  MESSAGES,
  Modal,
  placeFromAddress,
  useSession,
  useTimedMessage,
  type PlacePick,
} from '@dating/shared';
import { PlacePicker } from '@dating/shared/PlacePicker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { FloatingMessage } from '../messages/FloatingMessage';
import { usePlacesQuery, useSetLocationMutation } from './ownProfileApi';

/**
 * Change Location from the empty deck (premium only): the member moves to a suggested place, and
 * discovery looks again around it (spec section 5, Location, near-people screen messages).
 */
export function ChangeLocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const message = useTimedMessage();
  const [setLocation, { isLoading: saving }] = useSetLocationMutation();
  const [pick, setPick] = useState<PlacePick>({ text: '', place: null });

  const save = async () => {
    if (!pick.text.trim()) return message.fromClient(MESSAGES.selectLocation);
    if (!pick.place) return message.fromClient(MESSAGES.selectLocationFromDropdown);
    const { description, lat, lon } = pick.place;
    try {
      await setLocation({
        memberId,
        change: { place: placeFromAddress(description), lat, lon },
      }).unwrap();
      onClose();
    } catch (error) {
      message.fromFailure(error);
    }
  };

  return (
    <Modal
      open
      title={t('location.title')}
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
        label={t('location.search')}
        suggestionsLabel={t('location.suggestions')}
        usePlaces={usePlacesQuery}
        onChange={setPick}
        optionTestId={TEST_IDS.placeSuggestion}
      />
      <FloatingMessage message={message.shown} />
    </Modal>
  );
}
