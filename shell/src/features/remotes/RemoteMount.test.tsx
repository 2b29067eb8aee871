import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../../test/renderShell';
import { expectBoundaryReports } from '../../test/expectBoundaryReports';
import { RemoteLoadError } from './RemoteLoadError';

const ChatApp = () => <p>Chat remote</p>;

function ThrowingApp(): never {
  throw new Error('the remote crashed while rendering');
}

describe('a remote already loaded', () => {
  beforeEach(() => {
    storeSignedInSession();
    mockSignedInApi();
  });

  it("renders in the layout's first render, without a loader", async () => {
    const remoteLoader = fakeRemoteLoader({ chat: ChatApp });
    remoteLoader.loadedApp.mockImplementation((remote) =>
      remote === 'chat' ? { default: ChatApp } : undefined,
    );
    renderShell('/app/Message', { remoteLoader });

    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByText('Chat remote')).toBeInTheDocument();
    expect(remoteLoader.loadApp).not.toHaveBeenCalled();
  });
});

describe('a remote that fails', () => {
  beforeEach(() => {
    storeSignedInSession();
    mockSignedInApi();
    expectBoundaryReports();
  });

  it('is contained in an error panel whose Retry loads it again', async () => {
    const remoteLoader = fakeRemoteLoader();
    remoteLoader.loadApp
      .mockRejectedValueOnce(new RemoteLoadError('mf_chat/App'))
      .mockResolvedValueOnce({ default: ChatApp });
    renderShell('/app/Message', { remoteLoader });

    const panel = await screen.findByTestId(TEST_IDS.remoteError);
    expect(panel).toHaveTextContent('This part of the app could not be loaded.');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    await userEvent.click(screen.getByTestId(TEST_IDS.remoteRetry));

    expect(await screen.findByText('Chat remote')).toBeInTheDocument();
    expect(screen.queryByTestId(TEST_IDS.remoteError)).not.toBeInTheDocument();
    expect(remoteLoader.loadApp).toHaveBeenCalledTimes(2);
    // A failed load is the loader's to report; the boundary reports only what the App throws.
    expect(remoteLoader.reportError).not.toHaveBeenCalled();
  });

  it('contains a remote that throws while rendering, reports it, and the sidebar still leads elsewhere', async () => {
    const remoteLoader = fakeRemoteLoader({ profile: ThrowingApp, chat: ChatApp });
    renderShell('/app/Profile', { remoteLoader });
    expect(await screen.findByTestId(TEST_IDS.remoteError)).toBeInTheDocument();
    expect(remoteLoader.reportError).toHaveBeenCalledWith('profile');

    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));

    expect(await screen.findByText('Chat remote')).toBeInTheDocument();
    expect(screen.queryByTestId(TEST_IDS.remoteError)).not.toBeInTheDocument();
  });
});
