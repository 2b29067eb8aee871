import { eventBus, type RemoteWidgetProps } from '@dating/web';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { fakeRemoteLoader } from '../../test/renderShell';
import { createShellI18n } from '../../i18n/shellI18n';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import { RemoteWidgetHost } from './RemoteWidgetHost';
import { expectBoundaryReports } from '../../test/expectBoundaryReports';

function FakePremiumPopup({ onClose, request }: RemoteWidgetProps<'premiumPopup'>) {
  return (
    <div role="dialog" aria-label="Join Premium" data-benefit={request?.benefit}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function renderHost(remoteLoader: ReturnType<typeof fakeRemoteLoader>) {
  return render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <RemoteLoaderContext.Provider value={remoteLoader}>
        <RemoteWidgetHost widget="premiumPopup" />
      </RemoteLoaderContext.Provider>
    </I18nextProvider>,
  );
}

describe('RemoteWidgetHost', () => {
  it('shows the premium popup from its remote when premium:open is raised, until it closes', async () => {
    const remoteLoader = fakeRemoteLoader({}, { premiumPopup: FakePremiumPopup });
    renderHost(remoteLoader);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remoteLoader.loadWidget).not.toHaveBeenCalled();

    act(() => eventBus.emit('premium:open', { source: 'sidebar' }));

    expect(await screen.findByRole('dialog', { name: 'Join Premium' })).toBeInTheDocument();
    expect(remoteLoader.loadWidget).toHaveBeenCalledWith('premiumPopup');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Join Premium' })).not.toBeInTheDocument();
  });

  it('hands the widget what the event asked for: the benefit the popup starts at', async () => {
    renderHost(fakeRemoteLoader({}, { premiumPopup: FakePremiumPopup }));

    act(() => eventBus.emit('premium:open', { source: 'swipe', benefit: 'rewind' }));

    const popup = await screen.findByRole('dialog', { name: 'Join Premium' });
    expect(popup).toHaveAttribute('data-benefit', 'rewind');
  });

  it('shows a Loading dialog while the remote loads, which the member may close', async () => {
    const remoteLoader = fakeRemoteLoader();
    remoteLoader.loadWidget.mockReturnValue(new Promise(() => {}));
    renderHost(remoteLoader);

    act(() => eventBus.emit('premium:open', { source: 'sidebar' }));

    expect(await screen.findByRole('dialog', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the remote cannot be loaded', async () => {
    expectBoundaryReports();
    const remoteLoader = fakeRemoteLoader();
    remoteLoader.loadWidget
      .mockRejectedValueOnce(new Error('mf_payments is unreachable'))
      .mockResolvedValueOnce({ default: FakePremiumPopup as ComponentType<RemoteWidgetProps> });
    renderHost(remoteLoader);

    act(() => eventBus.emit('premium:open', { source: 'explore' }));
    await userEvent.click(await screen.findByTestId(TEST_IDS.remoteRetry));

    expect(await screen.findByRole('dialog', { name: 'Join Premium' })).toBeInTheDocument();
    expect(remoteLoader.loadWidget).toHaveBeenCalledTimes(2);
  });
});
