import { eventBus, type DatingEvents } from '@dating/web';
import type { MockAnswer } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { adminDataAnswer } from '../../test/adminDataAnswer';
import { memberProfile, mockSignedInApi, NO_COUNTS } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../../test/renderShell';
import type * as notificationCountsModule from './useNotificationCounts';
import { useNotificationCounts } from './useNotificationCounts';

// Counted: the sidebar reads its badges in each of its renders.
jest.mock('./useNotificationCounts', () => {
  const actual = jest.requireActual<typeof notificationCountsModule>('./useNotificationCounts');
  return { ...actual, useNotificationCounts: jest.fn(actual.useNotificationCounts) };
});

describe('the sidebar', () => {
  beforeEach(() => storeSignedInSession());
  afterEach(() => {
    // jsdom has neither: whenPageIdle falls back to a timeout there.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it("shows the member's photo, name and city, linking to the profile, and the settings icon", async () => {
    mockSignedInApi();
    renderShell('/app/NotFound');

    const member = await screen.findByTestId(TEST_IDS.sidebarMember);
    expect(member).toHaveAttribute('href', '/app/Profile');
    await within(member).findByText('Ada Lovelace');
    const city = within(member).getByText('Paris');
    expect(city).toHaveAttribute('title', 'Paris, Île-de-France, France');
    expect(member.querySelector('img')).toHaveAttribute('src', '/uploads/ada.jpg');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
    expect(screen.getByTestId(TEST_IDS.languageSelect)).toBeInTheDocument();
  });

  it('shows a saved profile or photo change at once, when the profile remote announces it', async () => {
    let saved = memberProfile();
    mockSignedInApi({
      answers: { webprofile: () => ({ body: { status: 'true', result: saved } }) },
    });
    renderShell('/app/NotFound');
    const member = await screen.findByTestId(TEST_IDS.sidebarMember);
    await within(member).findByText('Ada Lovelace');

    saved = memberProfile({ user_name: 'Ada King', images: '/uploads/second.jpg' });
    act(() => eventBus.emit('profile:changed', undefined));

    await within(member).findByText('Ada King');
    expect(member.querySelector('img')).toHaveAttribute('src', '/uploads/second.jpg');
  });

  it('badges the menu with the unread counts', async () => {
    mockSignedInApi({
      counts: { visitors: 3, message: 120, superlike_request: 1, like_request: 0 },
    });
    renderShell('/app/NotFound');

    expect(await screen.findByRole('link', { name: 'Visitors 3 new' })).toBeInTheDocument();
    const messages = screen.getByRole('link', { name: 'Messages 120 new' });
    expect(messages).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Super likes 1 new' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Likes' })).toBeInTheDocument();
  });

  it('draws the page again when counts read again answer, not as they are asked', async () => {
    let holding = false;
    let answerCounts: ((answer: MockAnswer) => void) | undefined;
    const counts = (visitors: number) => ({
      body: {
        status: 'true',
        result: { visitors, message: 0, superlike_request: 0, like_request: 0 },
      },
    });
    mockSignedInApi({
      answers: {
        webgetcounts: () =>
          holding ? new Promise((resolve) => (answerCounts = resolve)) : counts(3),
      },
    });
    let commits = 0;
    renderShell('/app/NotFound', { onCommit: () => (commits += 1) });
    await screen.findByRole('link', { name: 'Visitors 3 new' });

    holding = true;
    commits = 0;
    act(() => eventBus.emit('counts:changed', undefined));
    await waitFor(() => expect(answerCounts).toBeDefined());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(commits).toBe(0);

    act(() => answerCounts!(counts(5)));

    expect(await screen.findByRole('link', { name: 'Visitors 5 new' })).toBeInTheDocument();
    expect(commits).toBe(1);
  });

  it('is not drawn again when the layout is for what only the page shows (the ads setting)', async () => {
    let answerAdminData: (answer: MockAnswer) => void = () => undefined;
    const { calls } = mockSignedInApi({
      answers: { admindatas: () => new Promise((resolve) => (answerAdminData = resolve)) },
    });
    let commits = 0;
    renderShell('/app/NotFound', { onCommit: () => (commits += 1) });
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(calls.map(({ call }) => call)).toContain('admindatas'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const drawn = jest.mocked(useNotificationCounts).mock.calls.length;
    commits = 0;

    act(() => answerAdminData(adminDataAnswer({ admin_enable_ads: 'false' })));

    // The layout drew again for it; the sidebar, whose props did not change, did not.
    await waitFor(() => expect(commits).toBeGreaterThan(0));
    expect(jest.mocked(useNotificationCounts).mock.calls.length).toBe(drawn);
  });

  it('is not drawn again when the page goes idle and its badges are asked', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    window.cancelIdleCallback = () => undefined;
    const { calls } = mockSignedInApi();
    renderShell('/app/NotFound');
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(idleCallbacks.length).toBeGreaterThan(0));
    const drawn = jest.mocked(useNotificationCounts).mock.calls.length;

    act(() => {
      for (const idle of idleCallbacks.splice(0))
        idle({ didTimeout: false, timeRemaining: () => 50 });
    });

    await waitFor(() => expect(calls.map(({ call }) => call)).toContain('webgetcounts'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(jest.mocked(useNotificationCounts).mock.calls.length).toBe(drawn);
  });

  it('is not drawn again when the counts first answer with nothing unread', async () => {
    let answerCounts: ((answer: MockAnswer) => void) | undefined;
    const { calls } = mockSignedInApi({
      answers: { webgetcounts: () => new Promise((resolve) => (answerCounts = resolve)) },
    });
    renderShell('/app/NotFound');
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(calls.map(({ call }) => call)).toContain('webgetcounts'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const drawn = jest.mocked(useNotificationCounts).mock.calls.length;

    act(() => answerCounts!({ body: { status: 'true', result: NO_COUNTS } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(jest.mocked(useNotificationCounts).mock.calls.length).toBe(drawn);
    expect(screen.getByRole('link', { name: 'Visitors' })).toBeInTheDocument();
  });

  it('offers Become a Premium Member to a free member, which opens the premium popup', async () => {
    const heard: DatingEvents['premium:open'][] = [];
    const listen = (event: DatingEvents['premium:open']) => heard.push(event);
    eventBus.on('premium:open', listen);
    mockSignedInApi();
    const PremiumPopup = () => <p>Premium popup</p>;
    renderShell('/app/NotFound', {
      remoteLoader: fakeRemoteLoader({}, { premiumPopup: PremiumPopup }),
    });
    await screen.findByText('Ada Lovelace');

    await userEvent.click(screen.getByRole('button', { name: 'Become a Premium Member' }));

    expect(heard).toEqual([{ source: 'sidebar' }]);
    expect(await screen.findByText('Premium popup')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Premium member' })).not.toBeInTheDocument();
    eventBus.off('premium:open', listen);
  });

  it('badges a premium member, with no Become a Premium Member', async () => {
    mockSignedInApi({ profile: { premium_member: 'true' } });
    renderShell('/app/NotFound');

    expect(await screen.findByRole('img', { name: 'Premium member' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Become a Premium Member' }),
    ).not.toBeInTheDocument();
  });

  it("opens its menu from the top bar's one menu button", async () => {
    mockSignedInApi();
    renderShell('/app/NotFound');
    await screen.findByText('Ada Lovelace');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('speaks the chosen language', async () => {
    mockSignedInApi();
    renderShell('/app/NotFound');
    await screen.findByText('Ada Lovelace');

    await userEvent.selectOptions(screen.getByTestId(TEST_IDS.languageSelect), 'ar');

    expect(await screen.findByRole('button', { name: 'كن عضوًا مميزًا' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
