import { eventBus } from '@dating/web';
import { act, screen, waitFor } from '@testing-library/react';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { renderShell, storeSignedInSession } from '../../test/renderShell';
import { TEST_IDS } from '../../testIds';
import { subscribeToPush } from './subscribeToPush';

jest.mock('./subscribeToPush', () => ({ subscribeToPush: jest.fn(() => Promise.resolve()) }));

function withPermission(permission: NotificationPermission) {
  Object.defineProperty(window, 'Notification', { configurable: true, value: { permission } });
}

/** The /app layout of a signed-in member, once the page has gone idle. */
async function openApp() {
  storeSignedInSession();
  const { calls } = mockSignedInApi();
  renderShell('/app/NotFound');
  await screen.findByTestId(TEST_IDS.sidebarMember);
  // The sidebar's badges are asked once the page is idle, as the subscription is refreshed.
  await waitFor(() => expect(calls.map(({ call }) => call)).toContain('webgetcounts'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('notifications on this device', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'Notification');
    jest.mocked(subscribeToPush).mockClear();
  });

  it('never asks the browser as the page opens', async () => {
    withPermission('default');
    await openApp();
    expect(subscribeToPush).not.toHaveBeenCalled();
  });

  it('subscribes when the member asks for them (the settings page)', async () => {
    withPermission('default');
    await openApp();

    act(() => eventBus.emit('push:enable', undefined));

    await waitFor(() => expect(subscribeToPush).toHaveBeenCalledTimes(1));
    expect(jest.mocked(subscribeToPush).mock.calls[0]?.[0].session).toMatchObject({
      language: 'en',
    });
  });

  it('keeps an allowed subscription fresh once the page is idle', async () => {
    withPermission('granted');
    await openApp();
    await waitFor(() => expect(subscribeToPush).toHaveBeenCalledTimes(1));
  });
});
