import { useSession } from '@dating/web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../../test/renderShell';

const DiscoveryApp = () => <p>Discovery remote</p>;
const ChatApp = () => <p>Chat remote</p>;
const PaymentsApp = () => <p>Payments remote</p>;

/** A remote with its own routes relative to /app, counting how often it is mounted. */
const profileMounts = jest.fn();
function ProfileApp() {
  const session = useSession();
  useEffect(() => {
    profileMounts();
  }, []);
  return (
    <>
      <p>Profile remote for member {session.memberId}</p>
      <Routes>
        <Route path="Profile" element={<h2>Profile page</h2>} />
        <Route path="settings" element={<h2>Settings page</h2>} />
      </Routes>
    </>
  );
}

const remotes = {
  discovery: DiscoveryApp,
  chat: ChatApp,
  profile: ProfileApp,
  payments: PaymentsApp,
};

describe('the signed-in layout', () => {
  beforeEach(() => {
    profileMounts.mockClear();
    storeSignedInSession(42);
    mockSignedInApi({ profile: { user_id: 42 } });
  });

  it.each([
    ['/app', 'Discovery remote'],
    ['/app/PeopleNear', 'Discovery remote'],
    ['/app/Message/MessageNew/5/9', 'Chat remote'],
    ['/app/Boostpayment', 'Payments remote'],
  ])('mounts the remote that owns %s', async (path, text) => {
    const remoteLoader = fakeRemoteLoader(remotes);
    renderShell(path, { remoteLoader });

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(remoteLoader.loadApp).toHaveBeenCalledTimes(1);
  });

  it('shows the 404 in the layout, loading no remote, for a path that is not exact', async () => {
    const remoteLoader = fakeRemoteLoader(remotes);
    renderShell('/app/Message/MessageNew/5', { remoteLoader });

    expect(screen.getByTestId(TEST_IDS.notFound)).toBeInTheDocument();
    expect(await screen.findByTestId(TEST_IDS.sidebarMemberName)).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(remoteLoader.loadApp).not.toHaveBeenCalled();
  });

  it('hands the session to the remote and keeps it mounted between two of its routes', async () => {
    const remoteLoader = fakeRemoteLoader(remotes);
    renderShell('/app/Profile', { remoteLoader });
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.getByText('Profile remote for member 42')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(profileMounts).toHaveBeenCalledTimes(1);
    expect(remoteLoader.loadApp).toHaveBeenCalledTimes(1);
  });

  it('switches remotes from the sidebar', async () => {
    renderShell('/app/Profile', { remoteLoader: fakeRemoteLoader(remotes) });
    await screen.findByRole('heading', { name: 'Profile page' });

    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));

    expect(await screen.findByText('Chat remote')).toBeInTheDocument();
    expect(screen.queryByText(/Profile remote/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the logo to PeopleNear and lists the menu of the spec, with Saved', async () => {
    renderShell('/app/NotFound');
    expect(await screen.findByTestId(TEST_IDS.sidebarMemberName)).toHaveTextContent('Ada Lovelace');

    expect(screen.getByRole('link', { name: 'Dating' })).toHaveAttribute('href', '/app/PeopleNear');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      Array.from(menu.querySelectorAll('a'), (link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Visitors', '/app/Visitors'],
      ['Messages', '/app/Message'],
      ['Super likes', '/app/FriendRequests'],
      ['Likes', '/app/LikeRequests'],
      ['Friends', '/app/Friends'],
      ['Feeds', '/app/Feeds'],
      ['Find new people', '/app/FindNewPeople'],
      ['Saved', '/app/Saved'],
      ['Explore', '/app/Explore'],
      ['Help', '/app/Help'],
    ]);
  });
});
