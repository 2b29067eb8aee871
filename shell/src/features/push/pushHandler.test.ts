import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the service worker's push handler against a stand-in for the worker's globals. */
function loadPushHandler(windows: { url: string; navigate: jest.Mock; focus: jest.Mock }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = jest.fn(() => Promise.resolve());
  const openWindow = jest.fn(() => Promise.resolve(null));
  const self = {
    location: { origin: 'https://dating.example' },
    registration: { showNotification },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const clients = { matchAll: () => Promise.resolve(windows), openWindow };
  const source = readFileSync(
    path.join(__dirname, '../../../service-worker/push-handler.js'),
    'utf8',
  );
  // The worker's script as the browser runs it, with these as its globals.
  runInNewContext(source, { self, clients, URL });

  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return { dispatch, showNotification, openWindow };
}

describe('the push handler of the service worker', () => {
  it("shows the server's notification and opens its chat on click", async () => {
    const { dispatch, showNotification, openWindow } = loadPushHandler();
    const payload = {
      kind: 'message',
      title: 'Ben',
      body: 'Are you free tonight?',
      url: '/web/app/Message/MessageNew/12/3',
    };

    await dispatch('push', { data: { json: () => payload, text: () => '' } });

    expect(showNotification).toHaveBeenCalledWith('Ben', {
      body: 'Are you free tonight?',
      tag: payload.url,
      data: { url: payload.url },
    });

    const close = jest.fn();
    await dispatch('notificationclick', { notification: { close, data: { url: payload.url } } });
    expect(close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith(`https://dating.example${payload.url}`);
  });

  it('reuses an open tab of the product, and never opens another site', async () => {
    const tab = {
      url: 'https://dating.example/web/app/PeopleNear',
      navigate: jest.fn(() => Promise.resolve(null)),
      focus: jest.fn(() => Promise.resolve()),
    };
    const { dispatch, openWindow } = loadPushHandler([tab]);

    await dispatch('notificationclick', {
      notification: { close: jest.fn(), data: { url: 'https://evil.example/phish' } },
    });

    expect(tab.navigate).toHaveBeenCalledWith('https://dating.example/web/');
    expect(tab.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});
