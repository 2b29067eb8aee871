import { eventBus } from '@dating/web';
import { mockApi, TEST_SESSION, type MockAnswer } from '@dating/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPaymentPage } from '../../test/renderPayments';
import { SUCCESS_BANNER_MS } from './PurchaseSucceeded';

const SANDBOX_TOKEN = { body: { status: 'true', token: 'sandbox_abc', gateway: 'sandbox' } };
const PAID = { body: { status: 'true' } };
const DECLINED = { status: 402, body: { status: 'false', message: 'Payment declined' } };
const LIST_META = { currency: 'USD', payment: 'sandbox', license_key: '' };
const PREMIUM_PLANS = {
  body: {
    status: 'true',
    result: [
      { id: 2, days: 30, type: '1 Month', price: '24.99', superlikecount: 5, boostcount: 1 },
    ],
    ...LIST_META,
  },
};
const SUPERLIKE_PACKS = {
  body: {
    status: 'true',
    result: [{ id: 3, superlike_count: 15, price: '19.99' }],
    superlike_count: 0,
    ...LIST_META,
  },
};
const BOOST_PLANS = {
  body: { status: 'true', result: [{ id: 1, boost_count: 1, price: '3.99' }], ...LIST_META },
};

function chooseStoredPlan(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
}

const PREMIUM_CHOSEN = { selected_premium: '2', premium_price: '24.99', currency: 'USD' };
const BOOST_CHOSEN = { selected_boostpremium: '1', boostpremium_price: '3.99', currency: 'USD' };
const SUPERLIKES_CHOSEN = {
  selected_superlikepremium: '3',
  superlikepremium_price: '19.99',
  currency: 'USD',
};

async function showBuyButton() {
  await screen.findByTestId('sandbox-card-form');
  return screen.getByRole('button', { name: 'Buy' });
}

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
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

  it('shows a spinner until the client token, and Buy with the card form, with no wait added', async () => {
    chooseStoredPlan(PREMIUM_CHOSEN);
    mockApi({ generateclienttoken: SANDBOX_TOKEN, premiumlistweb: PREMIUM_PLANS });
    renderPaymentPage('/app/Payment');

    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    await screen.findByTestId('sandbox-card-form');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeInTheDocument();
  });

  it('puts the title in the column of the checkout form: one region named by it', async () => {
    chooseStoredPlan(PREMIUM_CHOSEN);
    mockApi({ generateclienttoken: SANDBOX_TOKEN, premiumlistweb: PREMIUM_PLANS });
    renderPaymentPage('/app/Payment');

    const page = screen.getByRole('region', { name: 'Payment' });
    expect(within(page).getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    await within(page).findByTestId('sandbox-card-form');
    expect(within(page).getByRole('button', { name: 'Buy' })).toBeInTheDocument();
  });

  it('names what is bought: the plan, its days, its free items, the price and no renewal', async () => {
    chooseStoredPlan(PREMIUM_CHOSEN);
    mockApi({ generateclienttoken: SANDBOX_TOKEN, premiumlistweb: PREMIUM_PLANS });
    renderPaymentPage('/app/Payment');

    const summary = await screen.findByTestId('purchase-summary');
    expect(summary).toHaveTextContent('Premium membership: 1 Month');
    expect(summary).toHaveTextContent('30 days of premium');
    expect(summary).toHaveTextContent('Includes 5 free Super Likes');
    expect(summary).toHaveTextContent('Includes 1 free Boost');
    expect(screen.getByText('Total: USD 24.99')).toBeInTheDocument();
    expect(screen.getByText('One payment: it does not renew.')).toBeInTheDocument();
  });

  it('names the pack of a super-like payment with its count', async () => {
    chooseStoredPlan(SUPERLIKES_CHOSEN);
    mockApi({ generateclienttoken: SANDBOX_TOKEN, websuperlikelist: SUPERLIKE_PACKS });
    renderPaymentPage('/app/Superlikepayment');

    expect(await screen.findByTestId('purchase-summary')).toHaveTextContent('15 Super Likes');
    expect(screen.getByText('Total: USD 19.99')).toBeInTheDocument();
  });

  it('formats the card as typed: groups of 4, 1230 as 12/30, CVV digits only', async () => {
    chooseStoredPlan(PREMIUM_CHOSEN);
    mockApi({ generateclienttoken: SANDBOX_TOKEN, premiumlistweb: PREMIUM_PLANS });
    renderPaymentPage('/app/Payment');
    await showBuyButton();

    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVV'), '1a2b3');

    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    expect(screen.getByLabelText('CVV')).toHaveValue('123');
  });

  it('gives the sandbox test cards in its notice, never a README', async () => {
    chooseStoredPlan(PREMIUM_CHOSEN);
    mockApi({ generateclienttoken: SANDBOX_TOKEN, premiumlistweb: PREMIUM_PLANS });
    renderPaymentPage('/app/Payment');

    const form = await screen.findByTestId('sandbox-card-form');
    expect(form).toHaveTextContent('Test mode: no card is charged.');
    expect(form).toHaveTextContent('4111 1111 1111 1111');
    expect(form).not.toHaveTextContent(/README/i);
  });

  it('pays once for the premium plan, welcomes the member, then goes back where they came from', async () => {
    chooseStoredPlan(PREMIUM_CHOSEN);
    const { calls } = mockApi({
      generateclienttoken: SANDBOX_TOKEN,
      premiumlistweb: PREMIUM_PLANS,
      webpaypremium: PAID,
    });
    const membershipChanged = jest.fn();
    eventBus.on('membership:changed', membershipChanged);
    renderPaymentPage('/app/Payment', { returnTo: '/app/PeopleNear' });
    const buy = await showBuyButton();

    await enterCard(user, '4111 1111 1111 1111');
    await user.dblClick(buy);

    expect(await screen.findByRole('heading', { name: 'Welcome to Premium' })).toBeInTheDocument();
    const payments = calls.filter((call) => call.call === 'webpaypremium');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.fields).toMatchObject({
      premium_id: '2',
      price: '24.99',
      currency_code: 'USD',
      user_id: String(TEST_SESSION.memberId),
    });
    expect(String(payments[0]?.fields.pay_nonce)).toMatch(/^fake-valid-visa-nonce#/);
    expect(window.localStorage.getItem('selected_premium')).toBeNull();
    expect(window.localStorage.getItem('premium_price')).toBeNull();
    expect(membershipChanged).toHaveBeenCalledTimes(1);
    eventBus.off('membership:changed', membershipChanged);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Swipe page')).toBeInTheDocument();
  });

  it('stays on the form when the card is declined, with the reason and that nothing was charged', async () => {
    chooseStoredPlan(BOOST_CHOSEN);
    const { calls } = mockApi({
      generateclienttoken: SANDBOX_TOKEN,
      webboostlist: BOOST_PLANS,
      webpayboost: DECLINED,
    });
    renderPaymentPage('/app/Boostpayment', { returnTo: '/app/PeopleNear' });
    const buy = await showBuyButton();

    await enterCard(user, '4000111111111115');
    await user.click(buy);

    const problem = await screen.findByTestId('payment-problem');
    expect(problem).toHaveTextContent('Payment declined');
    expect(problem).toHaveTextContent('You were not charged.');
    expect(problem).toHaveAttribute('role', 'alert');
    const payment = calls.find((call) => call.call === 'webpayboost');
    expect(payment?.fields).toMatchObject({ boost_id: '1', price: '3.99' });
    expect(String(payment?.fields.pay_nonce)).toMatch(/^fake-processor-declined-visa-nonce#/);
    // Another card can be tried for the same plan.
    expect(window.localStorage.getItem('selected_boostpremium')).toBe('1');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled();
    expect(screen.queryByText('Swipe page')).not.toBeInTheDocument();
  });

  it('translates the reason into the member’s language', async () => {
    chooseStoredPlan(BOOST_CHOSEN);
    mockApi({
      generateclienttoken: SANDBOX_TOKEN,
      webboostlist: BOOST_PLANS,
      webpayboost: DECLINED,
    });
    renderPaymentPage('/app/Boostpayment');
    const buy = await showBuyButton();
    await enterCard(user, '4000111111111115');
    act(() => eventBus.emit('locale:changed', { language: 'fr' }));

    await user.click(screen.getByRole('button', { name: 'Acheter' }));

    const problem = await screen.findByTestId('payment-problem');
    expect(problem).toHaveTextContent('Paiement refusé');
    expect(problem).toHaveTextContent("Vous n'avez pas été débité.");
    expect(buy).toBeInTheDocument();
  });

  it('asks again with the same nonce when the answer is lost, so a retry cannot charge twice', async () => {
    chooseStoredPlan(SUPERLIKES_CHOSEN);
    const answers: MockAnswer[] = [
      { status: 503, body: { status: 'false', message: 'Something went wrong' } },
      PAID,
    ];
    const { calls } = mockApi({
      generateclienttoken: SANDBOX_TOKEN,
      websuperlikelist: SUPERLIKE_PACKS,
      webpaysuperlike: () => answers.shift() ?? PAID,
    });
    renderPaymentPage('/app/Superlikepayment');
    const buy = await showBuyButton();
    await enterCard(user, '5555555555554444');

    await user.click(buy);
    expect(await screen.findByTestId('payment-problem')).toHaveTextContent(
      'We could not confirm your payment.',
    );
    await user.click(screen.getByRole('button', { name: 'Buy' }));

    expect(await screen.findByText('Superlike Purchased Successfully')).toBeInTheDocument();
    const nonces = calls
      .filter((call) => call.call === 'webpaysuperlike')
      .map((call) => call.fields.pay_nonce);
    expect(nonces).toHaveLength(2);
    expect(nonces[0]).toBe(nonces[1]);
  });

  it('shows the super-like banner after buying a pack, then returns to the swipe card by itself', async () => {
    chooseStoredPlan(SUPERLIKES_CHOSEN);
    mockApi({
      generateclienttoken: SANDBOX_TOKEN,
      websuperlikelist: SUPERLIKE_PACKS,
      webpaysuperlike: PAID,
    });
    renderPaymentPage('/app/Superlikepayment', { returnTo: '/app/PeopleNear' });
    const buy = await showBuyButton();

    await enterCard(user, '5555555555554444');
    await user.click(buy);

    expect(await screen.findByRole('status')).toHaveTextContent('Superlike Purchased Successfully');
    await act(() => jest.advanceTimersByTimeAsync(SUCCESS_BANNER_MS));
    expect(screen.getByText('Swipe page')).toBeInTheDocument();
  });

  it('goes to the profile after paying when the way back is not a page of the app', async () => {
    chooseStoredPlan(BOOST_CHOSEN);
    mockApi({ generateclienttoken: SANDBOX_TOKEN, webboostlist: BOOST_PLANS, webpayboost: PAID });
    renderPaymentPage('/app/Boostpayment', { returnTo: '//evil.example/app/PeopleNear' });
    const buy = await showBuyButton();

    await enterCard(user, '4111111111111111');
    await user.click(buy);

    expect(await screen.findByText('Boost Purchased Successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Profile page')).toBeInTheDocument();
  });

  it('asks for a test card and sends nothing when the number is not one', async () => {
    chooseStoredPlan(PREMIUM_CHOSEN);
    const { calls } = mockApi({
      generateclienttoken: SANDBOX_TOKEN,
      premiumlistweb: PREMIUM_PLANS,
      webpaypremium: PAID,
    });
    renderPaymentPage('/app/Payment');
    const buy = await showBuyButton();

    await enterCard(user, '1234 5678 9012 3456');
    await user.click(buy);

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a test card number');
    expect(calls.map((call) => call.call)).not.toContain('webpaypremium');
    expect(window.localStorage.getItem('selected_premium')).toBe('2');
  });

  it('asks to choose a plan when none was chosen, without asking for a token', () => {
    const { calls } = mockApi({ generateclienttoken: SANDBOX_TOKEN });
    renderPaymentPage('/app/Payment');

    expect(screen.getByText('Choose a plan first.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
