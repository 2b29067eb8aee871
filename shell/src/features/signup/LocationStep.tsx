import { MESSAGES, validateCoordinates, type PlaceSuggestion } from '@dating/shared';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import type { TimedMessageControls } from '../forms/useTimedMessage';
import { completeSignup } from './completeSignup';
import { usePlacesQuery } from './signupApi';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing pauses this long before the place search runs. */
const PLACE_SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

/**
 * Tab 4 (spec section 2), location: a place chosen from the suggestions (section 5: nothing
 * typed by hand counts), then Join, which signs the member up and in.
 */
export function LocationStep({ message }: { message: TimedMessageControls }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const search = useDebouncedValue(text.trim(), PLACE_SEARCH_DELAY_MS);
  const { data: suggestions = [] } = usePlacesQuery(search, {
    skip: chosen !== null || search.length < MIN_SEARCH_LENGTH,
  });
  const listOpen =
    !chosen && !dismissed && search.length >= MIN_SEARCH_LENGTH && suggestions.length > 0;

  const choose = (place: PlaceSuggestion) => {
    setChosen(place);
    setText(place.description);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!listOpen) return;
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown') setActiveIndex(activeIndex >= last ? 0 : activeIndex + 1);
    else if (event.key === 'ArrowUp') setActiveIndex(activeIndex <= 0 ? last : activeIndex - 1);
    else if (event.key === 'Escape') setDismissed(true);
    else if (event.key === 'Enter' && suggestions[activeIndex]) choose(suggestions[activeIndex]);
    else return;
    // The list, not the page, the modal or the form, handles these keys.
    event.preventDefault();
    event.stopPropagation();
  };

  const join = useSingleSubmit(async () => {
    if (!chosen || validateCoordinates(chosen.lat, chosen.lon)) {
      message.fromClient(MESSAGES.selectLocationProperly);
      return;
    }
    try {
      await dispatch(completeSignup(chosen));
      void navigate('/app/PeopleNear', { replace: true });
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void join.run();
  };

  return (
    <form className="signup-step" noValidate onSubmit={onSubmit}>
      <div className="place-search">
        <label className="field">
          <span className="field__label">{t('signup.location')}</span>
          <input
            className="field__input"
            role="combobox"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              listOpen && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
            }
            autoComplete="off"
            placeholder={t('signup.searchLocation')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setChosen(null);
              setDismissed(false);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
          />
        </label>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('signup.locationSuggestions')}
          className="place-search__list"
          hidden={!listOpen}
        >
          {listOpen
            ? suggestions.map((place, index) => (
                <li
                  key={`${place.description}@${place.lat},${place.lon}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="place-search__option"
                  data-testid={TEST_IDS.placeSuggestion}
                  // Keeps the focus in the input, so choosing does not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                >
                  {place.description}
                </li>
              ))
            : null}
        </ul>
      </div>
      <div className="signup-step__actions">
        <button type="submit" className="dating-button" disabled={join.busy}>
          {t('signup.join', { brand: t('brand.name') })}
        </button>
      </div>
    </form>
  );
}
