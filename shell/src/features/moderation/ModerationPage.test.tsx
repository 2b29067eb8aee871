import { screen, within } from '@testing-library/react';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell } from '../../test/renderShell';
import { storeSignedInSession } from '../../test/renderShell';

const remotes = {
  discovery: () => <p>Discovery remote</p>,
  moderation: () => <p>Moderation console</p>,
};

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('/moderation', () => {
  beforeEach(() => storeSignedInSession());

  it('mounts the console for a moderator, beside the sidebar with its Moderation link', async () => {
    mockSignedInApi({ profile: { moderator: 'true' } });
    const remoteLoader = fakeRemoteLoader(remotes);
    renderShell('/moderation/case/12', { remoteLoader });

    expect(await screen.findByText('Moderation console')).toBeInTheDocument();
    expect(remoteLoader.loadApp).toHaveBeenCalledWith('moderation');
    expect(within(mainMenu()).getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    );
  });

  it('sends a plain member to /app without ever loading the console', async () => {
    mockSignedInApi();
    const remoteLoader = fakeRemoteLoader(remotes);
    renderShell('/moderation', { remoteLoader });

    expect(await screen.findByText('Discovery remote')).toBeInTheDocument();
    expect(screen.queryByText('Moderation console')).not.toBeInTheDocument();
    expect(remoteLoader.loadApp).not.toHaveBeenCalledWith('moderation');
    expect(within(mainMenu()).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in', async () => {
    window.localStorage.clear();
    const remoteLoader = fakeRemoteLoader(remotes);
    renderShell('/moderation', { remoteLoader });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(remoteLoader.loadApp).not.toHaveBeenCalledWith('moderation');
  });
});
