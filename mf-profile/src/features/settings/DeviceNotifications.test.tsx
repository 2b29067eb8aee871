import { mockApi } from '@dating/testing';
import { eventBus } from '@dating/web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

function withPermission(permission: NotificationPermission | null) {
  if (permission === null) Reflect.deleteProperty(window, 'Notification');
  else Object.defineProperty(window, 'Notification', { configurable: true, value: { permission } });
}

async function openSettings() {
  mockApi({ webprofile: profileAnswer(aProfile()) });
  renderProfileApp('/app/settings');
  await screen.findByRole('switch', { name: 'New message notification' });
}

describe('notifications on this device, in the settings', () => {
  afterEach(() => withPermission(null));

  it('asks the shell to allow them only when the member clicks Allow', async () => {
    withPermission('default');
    const asked = jest.fn();
    eventBus.on('push:enable', asked);
    try {
      await openSettings();
      expect(asked).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));

      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      eventBus.off('push:enable', asked);
    }
  });

  it('says where to unblock them when the browser refused, with nothing to click', async () => {
    withPermission('denied');
    await openSettings();
    expect(screen.getByText(/blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
  });

  it.each([['granted' as const], [null]])(
    'offers nothing when the permission is %s',
    async (permission) => {
      withPermission(permission);
      await openSettings();
      expect(screen.queryByText(/notifications on this device/)).not.toBeInTheDocument();
      expect(screen.queryByText(/blocked for this site/)).not.toBeInTheDocument();
    },
  );
});
