import { PAINTED_CARD_ID } from '@dating/web';
import { waitFor } from '@testing-library/react';
import { removePaintedCardWhenShown } from './removePaintedCard';

const painted = () => document.getElementById(PAINTED_CARD_ID);

beforeEach(() => {
  document.body.innerHTML = `<div id="root"></div><div id="${PAINTED_CARD_ID}"></div>`;
});

describe('removePaintedCardWhenShown', () => {
  it('keeps the painted card while the app shows loaders, and removes it once the page shows', async () => {
    const root = document.getElementById('root')!;
    removePaintedCardWhenShown(root);

    root.innerHTML = '<nav></nav><main><div aria-busy="true"></div></main>';
    await Promise.resolve();
    expect(painted()).not.toBeNull();

    root.querySelector('main')!.innerHTML =
      '<section><article class="swipe-card"></article></section>';
    await waitFor(() => expect(painted()).toBeNull());
  });

  it('removes it when a loader stops loading too (a page without a deck)', async () => {
    const root = document.getElementById('root')!;
    root.innerHTML = '<main><div aria-busy="true"></div></main>';
    removePaintedCardWhenShown(root);

    root.querySelector('[aria-busy]')!.setAttribute('aria-busy', 'false');
    await waitFor(() => expect(painted()).toBeNull());
  });
});
