import { mockApi, TEST_SESSION } from '@dating/testing';
import { subscribeToPush } from './subscribeToPush';

// A VAPID public key as the server answers it: 65 bytes, base64url.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** The browser's push machinery, as far as the subscription needs it. */
function stubBrowser({
  permission,
  registered = true,
  existing = null,
}: {
  permission: NotificationPermission;
  registered?: boolean;
  existing?: object | null;
}) {
  const subscribe = jest.fn((options: PushSubscriptionOptionsInit) => {
    void options;
    return Promise.resolve({ toJSON: () => SUBSCRIPTION });
  });
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(existing && { toJSON: () => existing }),
      subscribe,
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registered ? registration : undefined) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  const requestPermission = jest.fn(() => Promise.resolve<NotificationPermission>('granted'));
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission, requestPermission },
  });
  return { subscribe, requestPermission };
}

const context = { session: TEST_SESSION };

describe('subscribeToPush', () => {
  it('asks once, subscribes with the VAPID key and registers the subscription', async () => {
    const { subscribe, requestPermission } = stubBrowser({ permission: 'default' });
    const { calls } = mockApi({
      webpushkey: { body: { status: 'true', public_key: PUBLIC_KEY } },
      webpushsubscribe: { body: { status: 'true' } },
    });

    await subscribeToPush(context);

    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toHaveLength(65);
    const registered = calls.find((call) => call.call === 'webpushsubscribe');
    expect(registered?.headers.get('Authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
    expect(registered?.fields).toMatchObject(SUBSCRIPTION);
  });

  it('registers an existing subscription again without subscribing anew', async () => {
    const { subscribe } = stubBrowser({ permission: 'granted', existing: SUBSCRIPTION });
    const { calls } = mockApi({
      webpushkey: { body: { status: 'true', public_key: PUBLIC_KEY } },
      webpushsubscribe: { body: { status: 'true' } },
    });

    await subscribeToPush(context);

    expect(subscribe).not.toHaveBeenCalled();
    expect(calls.find((call) => call.call === 'webpushsubscribe')?.fields).toMatchObject(
      SUBSCRIPTION,
    );
  });

  it.each([
    ['notifications are refused', { permission: 'denied' as const }],
    ['no service worker is installed', { permission: 'granted' as const, registered: false }],
  ])('does nothing when %s', async (_case, browser) => {
    const { subscribe } = stubBrowser(browser);
    const { calls } = mockApi({});

    await subscribeToPush(context);

    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
