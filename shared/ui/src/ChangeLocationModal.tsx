import { useState } from 'react';
import { MESSAGES } from '@dating/contract/messages';
import { placeFromAddress } from '@dating/contract';
import { FormMessage } from './FormMessage';
import { Modal } from './Modal';
import { PlacePicker, type PlacesQueryHook, type PlacePick } from './PlacePicker';
import { useTimedMessage } from './useTimedMessage';

/** A chosen place as websetprofile and websetfilter take it (spec section 5, Location). */
export interface PlaceChange {
  place: string;
  lat: number;
  lon: number;
}

export interface ChangeLocationModalProps {
  /** The app's own texts: the modal has no translations of its own. */
  labels: { title: string; search: string; suggestions: string; close: string; save: string };
  usePlaces: PlacesQueryHook;
  /** Saves the place; rejects with the call's failure, which the modal shows. */
  saveLocation: (change: PlaceChange) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  optionTestId?: string;
}

/**
 * The change-location modal (premium only) of the profile and of discovery's empty deck: a place
 * must be chosen from the suggestions, so it comes with coordinates (spec section 5, Location).
 */
export function ChangeLocationModal({
  labels,
  usePlaces,
  saveLocation,
  saving,
  onClose,
  optionTestId,
}: ChangeLocationModalProps) {
  const message = useTimedMessage();
  const [pick, setPick] = useState<PlacePick>({ text: '', place: null });

  const save = async () => {
    if (!pick.text.trim()) return message.fromClient(MESSAGES.selectLocation);
    if (!pick.place) return message.fromClient(MESSAGES.selectLocationFromDropdown);
    const { description, lat, lon } = pick.place;
    try {
      await saveLocation({ place: placeFromAddress(description), lat, lon });
      onClose();
    } catch (error) {
      message.fromFailure(error);
    }
  };

  return (
    <Modal
      open
      title={labels.title}
      onClose={onClose}
      closeLabel={labels.close}
      footer={
        <button
          type="button"
          className="dating-button"
          disabled={saving}
          onClick={() => void save()}
        >
          {labels.save}
        </button>
      }
    >
      <PlacePicker
        label={labels.search}
        suggestionsLabel={labels.suggestions}
        usePlaces={usePlaces}
        onChange={setPick}
        optionTestId={optionTestId}
      />
      <FormMessage message={message.shown} />
    </Modal>
  );
}
