import {
  MESSAGES,
  Modal,
  placeFromAddress,
  useSession,
  type PlaceSuggestion,
  useTimedMessage,
} from '@dating/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { FormMessage } from '../messages/FormMessage';
import { usePlacesQuery, useSetProfileMutation } from './profileApi';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing pauses this long before the place search runs. */
export const PLACE_SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

/**
 * The change-location modal (premium only): a place must be chosen from the suggestions, so it
 * comes with coordinates (spec section 5, Location, profile screen messages).
 */
export function LocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const listId = useId();
  const message = useTimedMessage();
  const [setProfile, { isLoading: saving }] = useSetProfileMutation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  const search = useDebouncedValue(text.trim(), PLACE_SEARCH_DELAY_MS);
  const { data: suggestions = [] } = usePlacesQuery(search, {
    skip: chosen !== null || search.length < MIN_SEARCH_LENGTH,
  });
  const listOpen = !chosen && search.length >= MIN_SEARCH_LENGTH && suggestions.length > 0;

  const choose = (place: PlaceSuggestion) => {
    setChosen(place);
    setText(place.description);
  };

  const save = async () => {
    if (!text.trim()) {
      message.fromClient(MESSAGES.selectLocation);
      return;
    }
    if (!chosen) {
      message.fromClient(MESSAGES.selectLocationFromDropdown);
      return;
    }
    const change = {
      place: placeFromAddress(chosen.description),
      lat: chosen.lat,
      lon: chosen.lon,
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
      <input
        className="profile-field__input"
        role="combobox"
        aria-label={t('profile.searchLocation')}
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={t('profile.searchLocation')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('profile.locationSuggestions')}
        className="place-list"
        hidden={!listOpen}
      >
        {listOpen
          ? suggestions.map((place) => (
              <li
                key={`${place.description}@${place.lat},${place.lon}`}
                role="option"
                aria-selected={false}
                className="place-list__option"
                data-testid={TEST_IDS.placeSuggestion}
                onClick={() => choose(place)}
              >
                {place.description}
              </li>
            ))
          : null}
      </ul>
      <FormMessage message={message.shown} />
    </Modal>
  );
}
