import { mockApi } from '@dating/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../test/renderPayments';
import BoostPlansWidget from '../../widgets/BoostPlansWidget';
import SuperlikePacksWidget from '../../widgets/SuperlikePacksWidget';

const LIST_META = { currency: 'USD', payment: 'sandbox', license_key: '' };

describe('the Out of Super Likes packs', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows the count left and the packs, stores the chosen one and goes to pay', async () => {
    const onClose = jest.fn();
    const { calls } = mockApi({
      websuperlikelist: {
        body: {
          status: 'true',
          result: [
            { id: 1, superlike_count: 5, price: '4.99' },
            { id: 2, superlike_count: 15, price: '11.99' },
            { id: 4, superlike_count: 1, price: '0.99' },
          ],
          superlike_count: 0,
          ...LIST_META,
        },
      },
      premiumsuperlikeid: { body: { status: 'true', result: { price: '11.99' } } },
    });
    renderWidget(<SuperlikePacksWidget onClose={onClose} />);

    expect(await screen.findByRole('dialog', { name: 'Out of Super Likes' })).toBeInTheDocument();
    expect(await screen.findByText('You have 0 Super Likes left.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^5 Super Likes/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^1 Super Like[^s]/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /15 Super Likes/ }));
    await waitFor(() => expect(window.localStorage.getItem('selected_superlikepremium')).toBe('2'));
    expect(window.localStorage.getItem('superlikepremium_price')).toBe('11.99');
    expect(calls.at(-1)?.fields.premiumsuperlikeid).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
    // Back to the swipe card once paid.
    expect(await screen.findByText('Super-like payment page')).toHaveAttribute(
      'data-return-to',
      '/app/PeopleNear',
    );
  });
});

describe('the boost plans', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("offers 'Skip the line' with the plans; 'Boost me' goes to the boost payment", async () => {
    mockApi({
      webboostlist: {
        body: { status: 'true', result: [{ id: 1, boost_count: 1, price: '3.99' }], ...LIST_META },
      },
      premiumboostid: { body: { status: 'true', result: { price: '3.99' } } },
    });
    renderWidget(<BoostPlansWidget onClose={jest.fn()} />);

    expect(await screen.findByRole('dialog', { name: 'Skip the line' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('boostpremium_price')).toBe('3.99'));
    expect(window.localStorage.getItem('selected_boostpremium')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Boost me' }));
    expect(await screen.findByText('Boost payment page')).toBeInTheDocument();
  });

  it("says 'No Plans Available' when there is none", async () => {
    mockApi({ webboostlist: { body: { status: 'true', result: [], ...LIST_META } } });
    renderWidget(<BoostPlansWidget onClose={jest.fn()} />);

    expect(await screen.findByText('No Plans Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boost me' })).toBeDisabled();
  });
});
