import { eventBus } from '@dating/web';
import { act, screen } from '@testing-library/react';
import { TEST_IDS } from '../testIds';
import { mockSignedInApi } from '../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../test/renderShell';

const ProfileApp = () => <p>Profile remote</p>;

describe('shell routes', () => {
  it('answers an unknown route with the 404 page', () => {
    renderShell('/no/such/page');

    const notFound = screen.getByTestId(TEST_IDS.notFound);
    expect(notFound).toHaveTextContent('404 page not found');
    expect(notFound).toHaveTextContent(
      'We are sorry but the page you are looking for does not exist.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends /app to /login without a stored session', () => {
    renderShell('/app/Profile');

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends /app to /login when the token is stored but the onboarded cookie is not', () => {
    storeSignedInSession();
    document.cookie = 'onboarded=false; path=/';

    renderShell('/app/Profile');

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows /app/NotFound as the 404 inside the signed-in layout', async () => {
    storeSignedInSession();
    mockSignedInApi();

    renderShell('/app/NotFound');

    expect(screen.getByTestId(TEST_IDS.notFound)).toHaveTextContent('404 page not found');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await screen.findByTestId(TEST_IDS.sidebarMemberName)).toHaveTextContent('Ada Lovelace');
  });

  it('ends the session on session:expired: storage cleared, back to /login', async () => {
    storeSignedInSession();
    mockSignedInApi();
    renderShell('/app/Profile', { remoteLoader: fakeRemoteLoader({ profile: ProfileApp }) });
    expect(await screen.findByText('Profile remote')).toBeInTheDocument();

    act(() => eventBus.emit('session:expired', undefined));

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('session_token')).toBeNull();
    expect(window.localStorage.getItem('session_userid')).toBeNull();
    expect(document.cookie).toContain('onboarded=false');
  });
});
