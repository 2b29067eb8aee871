import { eventBus } from '@dating/web';
import { mockApi } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../test/renderPayments';
import PremiumPopupWidget from '../../widgets/PremiumPopupWidget';

const PLANS = {
  body: {
    status: 'true',
    result: [
      { id: 1, days: 30, type: '1 Month', price: '9.99', superlikecount: 5, boostcount: 1 },
      { id: 2, days: 90, type: '3 Months', price: '24.99', superlikecount: 0, boostcount: 0 },
    ],
    currency: 'USD',
    payment: 'sandbox',
    license_key: '',
  },
};

const priceAnswer = (price: string, superlikecount: number, boostcount: number) => ({
  body: { status: 'true', result: { price, superlikecount, boostcount } },
});

describe('the premium popup', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows the plan tiles with the first one active and stores its price', async () => {
    const { calls } = mockApi({ premiumlistweb: PLANS, premiumid: priceAnswer('9.99', 5, 1) });
    renderWidget(<PremiumPopupWidget onClose={jest.fn()} />);

    const plans = await screen.findByRole('radiogroup', { name: 'Premium plans' });
    const tiles = within(plans).getAllByRole('radio');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      '30 days1 MonthUSD 9.99',
      '90 days3 MonthsUSD 24.99',
    ]);
    expect(tiles[0]).toBeChecked();
    await waitFor(() => expect(window.localStorage.getItem('premium_price')).toBe('9.99'));
    expect(window.localStorage.getItem('selected_premium')).toBe('1');
    expect(window.localStorage.getItem('currency')).toBe('USD');
    expect(calls.find((call) => call.call === 'premiumlistweb')?.fields.platform).toBe('web');
    expect(calls.find((call) => call.call === 'premiumid')?.fields.premiumid).toBe('1');
  });

  it('shows the free super likes and boosts slides when the plan gives some', async () => {
    mockApi({ premiumlistweb: PLANS, premiumid: priceAnswer('9.99', 5, 1) });
    renderWidget(<PremiumPopupWidget onClose={jest.fn()} />);

    expect(await screen.findByText('Get 5 free Super Likes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next benefit' }));
    expect(screen.getByText('Get 1 free Boost')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next benefit' }));
    expect(screen.getByText('Change Location')).toBeInTheDocument();
  });

  it('says the free counts with each language’s plural forms, Arabic’s dual among them', async () => {
    mockApi({ premiumlistweb: PLANS, premiumid: priceAnswer('9.99', 2, 11) });
    renderWidget(<PremiumPopupWidget onClose={jest.fn()} />);
    expect(await screen.findByText('Get 2 free Super Likes')).toBeInTheDocument();

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(await screen.findByText('احصل على إعجابين فائقين مجاناً')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'الميزة التالية' }));
    expect(screen.getByText('احصل على 11 تعزيزاً مجاناً')).toBeInTheDocument();
  });

  it('starts at the benefit the locked feature asked for, and stays there as the plan loads', async () => {
    mockApi({ premiumlistweb: PLANS, premiumid: priceAnswer('9.99', 5, 1) });
    renderWidget(
      <PremiumPopupWidget onClose={jest.fn()} request={{ source: 'swipe', benefit: 'rewind' }} />,
    );
    await waitFor(() => expect(window.localStorage.getItem('premium_price')).toBe('9.99'));

    expect(screen.getByRole('group')).toHaveAttribute('data-testid', 'premium-benefit-rewind');
    expect(screen.getByText('Take back your last Like or Nope')).toBeInTheDocument();
  });

  it('leaves the free slides out when the plan gives none', async () => {
    mockApi({ premiumlistweb: PLANS, premiumid: priceAnswer('24.99', 0, 0) });
    renderWidget(<PremiumPopupWidget onClose={jest.fn()} />);
    await waitFor(() => expect(window.localStorage.getItem('premium_price')).toBe('24.99'));

    const seen = new Set<string>();
    for (let slide = 0; slide < 9; slide += 1) {
      seen.add(screen.getByRole('group').getAttribute('data-testid') ?? '');
      await userEvent.click(screen.getByRole('button', { name: 'Next benefit' }));
    }
    expect(seen.has('premium-benefit-superlikes')).toBe(false);
    expect(seen.has('premium-benefit-boosts')).toBe(false);
    expect(seen.size).toBe(7);
  });

  it('fetches and stores the price of the plan chosen, then continues to the payment', async () => {
    const onClose = jest.fn();
    const { calls } = mockApi({ premiumlistweb: PLANS, premiumid: priceAnswer('24.99', 0, 0) });
    renderWidget(<PremiumPopupWidget onClose={onClose} />);

    await userEvent.click(await screen.findByRole('radio', { name: /90 days/ }));

    expect(screen.getByRole('radio', { name: /90 days/ })).toBeChecked();
    await waitFor(() => expect(window.localStorage.getItem('selected_premium')).toBe('2'));
    expect(
      calls.filter((call) => call.call === 'premiumid').map((call) => call.fields.premiumid),
    ).toEqual(['1', '2']);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
    // The payment screen knows the page to come back to once paid.
    expect(await screen.findByText('Payment page')).toHaveAttribute(
      'data-return-to',
      '/app/PeopleNear',
    );
  });

  it('says so when there are no plans', async () => {
    mockApi({ premiumlistweb: { body: { ...PLANS.body, result: [] } } });
    renderWidget(<PremiumPopupWidget onClose={jest.fn()} />);

    expect(await screen.findByText('No Plans Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
