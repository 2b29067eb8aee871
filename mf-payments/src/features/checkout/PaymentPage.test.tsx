import { eventBus } from '@dating/shared';
import { mockApi, TEST_SESSION } from '@dating/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPaymentPage } from '../../test/renderPayments';
import { BUY_DELAY_MS } from './CheckoutPanel';

const SANDBOX_TOKEN = { body: { status: 'true', token: 'sandbox_abc', gateway: 'sandbox' } };
const PAID = { body: { status: 'true' } };
const DECLINED = { status: 402, body: { status: 'false', message: 'Payment declined' } };

function chooseStoredPlan(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
}

async function showBuyButton() {
  await screen.findByTestId('sandbox-card-form');
  expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(BUY_DELAY_MS));
  return screen.getByRole('button', { name: 'Buy' });
}

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
  await user.type(screen.getByLabelText('CVV'), '123');
}

describe('payment screens', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    window.localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows a spinner until the client token, and Buy only 2 seconds after it', async () => {
    chooseStoredPlan({ selected_premium: '2', premium_price: '24.99', currency: 'USD' });
    mockApi({ generateclienttoken: SANDBOX_TOKEN });
    renderPaymentPage('/app/Payment');

    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await screen.findByTestId('sandbox-card-form');
    await act(() => jest.advanceTimersByTimeAsync(BUY_DELAY_MS - 1));
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Buy' })).toBeInTheDocument();
  });

  it('pays once for the stored premium plan with the sandbox test card, then flags success', async () => {
    chooseStoredPlan({ selected_premium: '2', premium_price: '24.99', currency: 'USD' });
    const { calls } = mockApi({ generateclienttoken: SANDBOX_TOKEN, webpaypremium: PAID });
    const membershipChanged = jest.fn();
    eventBus.on('membership:changed', membershipChanged);
    renderPaymentPage('/app/Payment');
    const buy = await showBuyButton();

    await enterCard(user, '4111 1111 1111 1111');
    await user.dblClick(buy);

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    const payments = calls.filter((call) => call.call === 'webpaypremium');
    expect(payments).toHaveLength(1);
    const payment = payments[0];
    expect(payment?.fields).toMatchObject({
      premium_id: '2',
      price: '24.99',
      currency_code: 'USD',
      user_id: String(TEST_SESSION.memberId),
    });
    expect(String(payment?.fields.pay_nonce)).toMatch(/^fake-valid-visa-nonce#/);
    expect(window.localStorage.getItem('premium_popup')).toBe('1');
    expect(window.localStorage.getItem('selected_premium')).toBeNull();
    expect(window.localStorage.getItem('premium_price')).toBeNull();
    expect(membershipChanged).toHaveBeenCalledTimes(1);
    eventBus.off('membership:changed', membershipChanged);
  });

  it('goes to the profile without the success flag when the card is declined', async () => {
    chooseStoredPlan({ selected_boostpremium: '1', boostpremium_price: '3.99', currency: 'USD' });
    const { calls } = mockApi({ generateclienttoken: SANDBOX_TOKEN, webpayboost: DECLINED });
    renderPaymentPage('/app/Boostpayment');
    const buy = await showBuyButton();

    await enterCard(user, '4000111111111115');
    await user.click(buy);

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    const payment = calls.find((call) => call.call === 'webpayboost');
    expect(payment?.fields).toMatchObject({ boost_id: '1', price: '3.99' });
    expect(String(payment?.fields.pay_nonce)).toMatch(/^fake-processor-declined-visa-nonce#/);
    expect(window.localStorage.getItem('boost_premium_popup')).toBeNull();
    expect(window.localStorage.getItem('selected_boostpremium')).toBeNull();
  });

  it('sets the super-like flag after buying a pack', async () => {
    chooseStoredPlan({
      selected_superlikepremium: '3',
      superlikepremium_price: '19.99',
      currency: 'USD',
    });
    mockApi({ generateclienttoken: SANDBOX_TOKEN, webpaysuperlike: PAID });
    renderPaymentPage('/app/Superlikepayment');
    const buy = await showBuyButton();

    await enterCard(user, '5555555555554444');
    await user.click(buy);

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(window.localStorage.getItem('superlike_premium_popup')).toBe('1');
  });

  it('asks for a test card and sends nothing when the number is not one', async () => {
    chooseStoredPlan({ selected_premium: '1', premium_price: '9.99', currency: 'USD' });
    const { calls } = mockApi({ generateclienttoken: SANDBOX_TOKEN, webpaypremium: PAID });
    renderPaymentPage('/app/Payment');
    const buy = await showBuyButton();

    await enterCard(user, '1234 5678 9012 3456');
    await user.click(buy);

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a test card number');
    expect(calls.map((call) => call.call)).toEqual(['generateclienttoken']);
    expect(window.localStorage.getItem('selected_premium')).toBe('1');
  });

  it('asks to choose a plan when none was chosen, without asking for a token', () => {
    const { calls } = mockApi({ generateclienttoken: SANDBOX_TOKEN });
    renderPaymentPage('/app/Payment');

    expect(screen.getByText('Choose a plan first.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
