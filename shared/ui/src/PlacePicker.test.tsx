import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceSuggestion } from '@dating/contract';
import { PlacePicker, type PlacePick } from './PlacePicker';

const PLACES: PlaceSuggestion[] = [
  { description: 'Paris, Île-de-France, France', lat: 48.85, lon: 2.35 },
  { description: 'Parma, Emilia-Romagna, Italy', lat: 44.8, lon: 10.33 },
];

function renderPicker() {
  const searches: string[] = [];
  const picks: PlacePick[] = [];
  const usePlaces = (search: string, { skip }: { skip: boolean }) => {
    if (!skip) searches.push(search);
    return { data: skip ? undefined : PLACES };
  };
  render(
    <PlacePicker
      label="Search a city"
      suggestionsLabel="Place suggestions"
      usePlaces={usePlaces}
      onChange={(pick) => picks.push(pick)}
    />,
  );
  return { searches, picks };
}

describe('PlacePicker', () => {
  it('searches once typing pauses and chooses a suggestion by keyboard', async () => {
    const { searches, picks } = renderPicker();
    const input = screen.getByRole('combobox', { name: 'Search a city' });

    await userEvent.type(input, 'Par');
    expect(await screen.findByRole('option', { name: /Parma/ })).toBeInTheDocument();
    expect(searches).toContain('Par');
    expect(searches).not.toContain('P');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(input).toHaveValue('Parma, Emilia-Romagna, Italy');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picks.at(-1)).toEqual({ text: PLACES[1]!.description, place: PLACES[1] });
  });

  it('forgets the chosen place when the text changes again', async () => {
    const { picks } = renderPicker();
    const input = screen.getByRole('combobox', { name: 'Search a city' });
    await userEvent.type(input, 'Par');
    await userEvent.click(await screen.findByRole('option', { name: /Paris/ }));

    await userEvent.type(input, 'x');

    expect(picks.at(-1)).toEqual({ text: `${PLACES[0]!.description}x`, place: null });
  });
});
