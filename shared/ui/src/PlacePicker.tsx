import { useId, useState, type KeyboardEvent } from 'react';
import type { PlaceSuggestion } from '@dating/contract';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing pauses this long before the place search runs. */
export const PLACE_SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

/** The app's own places query hook (GET /api/places through its store). */
export type PlacesQueryHook = (
  search: string,
  options: { skip: boolean },
) => { data?: PlaceSuggestion[] };

/** What the member typed, and the suggestion they chose (null until they pick one). */
export interface PlacePick {
  text: string;
  place: PlaceSuggestion | null;
}

export interface PlacePickerProps {
  /** The input's accessible name and placeholder, e.g. 'Search a city'. */
  label: string;
  suggestionsLabel: string;
  usePlaces: PlacesQueryHook;
  onChange: (pick: PlacePick) => void;
  /** What the member typed and chose before, e.g. when they come back to a step. */
  initialPick?: PlacePick;
  optionTestId?: string;
}

/**
 * A place chosen from the server's suggestions (spec section 5, Location: nothing typed by hand
 * counts), as a combobox with a listbox of suggestions, usable by keyboard.
 */
export function PlacePicker({
  label,
  suggestionsLabel,
  usePlaces,
  onChange,
  initialPick,
  optionTestId,
}: PlacePickerProps) {
  const listId = useId();
  const [text, setText] = useState(initialPick?.text ?? '');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(initialPick?.place ?? null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const search = useDebouncedValue(text.trim(), PLACE_SEARCH_DELAY_MS);
  const { data: suggestions = [] } = usePlaces(search, {
    skip: chosen !== null || search.length < MIN_SEARCH_LENGTH,
  });
  const listOpen =
    !chosen && !dismissed && search.length >= MIN_SEARCH_LENGTH && suggestions.length > 0;

  const choose = (place: PlaceSuggestion) => {
    setChosen(place);
    setText(place.description);
    setActiveIndex(-1);
    onChange({ text: place.description, place });
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

  return (
    <div className="dating-place-picker">
      <input
        className="dating-place-picker__input"
        role="combobox"
        aria-label={label}
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          listOpen && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
        }
        autoComplete="off"
        placeholder={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
          setDismissed(false);
          setActiveIndex(-1);
          onChange({ text: event.target.value, place: null });
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={suggestionsLabel}
        className="dating-place-picker__list"
        hidden={!listOpen}
      >
        {listOpen
          ? suggestions.map((place, index) => (
              <li
                key={`${place.description}@${place.lat},${place.lon}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className="dating-place-picker__option"
                data-testid={optionTestId}
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
  );
}
