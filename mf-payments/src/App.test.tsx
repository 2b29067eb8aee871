import { eventBus } from '@dating/web';
import { routesOf, type PageOf } from '@dating/contract';
import { renderRemote, samplePathOf, TEST_SESSION } from '@dating/testing';
import { act, screen } from '@testing-library/react';
import App from './App';

const TITLES: Record<PageOf<'payments'>, string> = {
  premiumPayment: 'Payment',
  boostPayment: 'Buy boosts',
  superlikePayment: 'Buy super likes',
};

describe('payments App', () => {
  it.each(routesOf('payments'))("renders the $page page at /app/'$path'", ({ path, page }) => {
    renderRemote(App, { path: samplePathOf(path) });
    expect(screen.getByRole('heading', { name: TITLES[page] })).toBeInTheDocument();
  });

  it("starts in the session's language", () => {
    renderRemote(App, { path: '/app/Payment', session: { ...TEST_SESSION, language: 'fr' } });
    expect(screen.getByRole('heading', { name: 'Paiement' })).toBeInTheDocument();
  });

  it('follows the language the shell broadcasts', () => {
    renderRemote(App, { path: '/app/Payment' });

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(screen.getByRole('heading', { name: 'الدفع' })).toBeInTheDocument();
  });
});
