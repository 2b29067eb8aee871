import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { PlaceSuggestion } from '@dating/contract';
import { createI18n } from '@dating/web';
import { enMessages } from '@dating/contract/messages/en';
import { MESSAGES } from '@dating/contract/messages';
import { ChangeLocationModal, type PlaceChange } from './ChangeLocationModal';

const PARIS: PlaceSuggestion = {
  description: '5th arrondissement, Paris, Île-de-France, France',
  lat: 48.85,
  lon: 2.35,
};

// The form's messages are translated by the app that shows the modal.
const i18n = createI18n({ namespace: 'app', resources: { en: { app: { messages: enMessages } } } });

function renderModal(saveLocation: (change: PlaceChange) => Promise<unknown>) {
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ChangeLocationModal
        labels={{
          title: 'Change location',
          search: 'Search a city',
          suggestions: 'Place suggestions',
          close: 'Close',
          save: 'Save',
        }}
        usePlaces={(_search, { skip }) => ({ data: skip ? undefined : [PARIS] })}
        saveLocation={saveLocation}
        saving={false}
        onClose={onClose}
      />
    </I18nextProvider>,
  );
  return { onClose };
}

describe('ChangeLocationModal', () => {
  it('saves only a suggested place, as its last three parts with its coordinates', async () => {
    const saved: PlaceChange[] = [];
    const { onClose } = renderModal((change) => {
      saved.push(change);
      return Promise.resolve();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.selectLocation);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search a city' }), 'Par');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([]);

    await userEvent.click(await screen.findByRole('option', { name: /Paris/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(saved).toEqual([{ place: 'Paris, Île-de-France, France', lat: 48.85, lon: 2.35 }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open and shows the failure when saving is refused', async () => {
    // A refusal as unwrap() rejects it: a CallError's status and message.
    const { onClose } = renderModal(() =>
      Promise.reject(Object.assign(new Error('Slow down'), { status: 429 })),
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search a city' }), 'Par');
    await userEvent.click(await screen.findByRole('option', { name: /Paris/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down');
    expect(onClose).not.toHaveBeenCalled();
  });
});
