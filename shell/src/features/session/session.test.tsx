import { eventBus, useSession } from '@dating/web';
import type { MockAnswer } from '@dating/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { memberProfile, mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../../test/renderShell';

/** A remote that shows the session the shell hands it. */
function DiscoveryApp() {
  const session = useSession();
  return (
    <p>
      Member {session.memberId},{' '}
      {session.premium === null ? 'premium unknown' : session.premium ? 'premium' : 'free'}
    </p>
  );
}

const remoteLoader = () => fakeRemoteLoader({ discovery: DiscoveryApp });

function expectSignedOut() {
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.localStorage.getItem('session_userid')).toBeNull();
  expect(window.localStorage.getItem('session_token')).toBeNull();
  expect(document.cookie).toContain('onboarded=false');
}

describe('the session in /app (spec section 4)', () => {
  beforeEach(() => storeSignedInSession(7, 'token-7'));

  it('loads the profile, then goes online and loads the counts, all with the token', async () => {
    const api = mockSignedInApi();
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByText('Member 7, free')).toBeInTheDocument();
    // The session's own calls; the ad slot also reads the admin data.
    const sessionCalls = () => api.calls.filter(({ call }) => call !== 'admindatas');
    await waitFor(() => expect(sessionCalls()).toHaveLength(3));
    expect(api.calls[0]).toEqual(
      expect.objectContaining({ call: 'webprofile', fields: { user_id: '7', language: 'en' } }),
    );
    expect(sessionCalls().slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          call: 'webonlinestatus',
          fields: { user_id: '7', status: '1', language: 'en' },
        }),
        expect.objectContaining({ call: 'webgetcounts', fields: { user_id: '7', language: 'en' } }),
      ]),
    );
    for (const call of api.calls) {
      expect(call.headers.get('Authorization')).toBe('Bearer token-7');
    }
  });

  it('mounts the remote beside the profile call, premium unknown until the profile answers', async () => {
    let answerProfile: (answer: MockAnswer) => void = () => {};
    mockSignedInApi({
      answers: { webprofile: () => new Promise((resolve) => (answerProfile = resolve)) },
    });
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByText('Member 7, premium unknown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Premium Member' })).toBeNull();

    act(() =>
      answerProfile({
        body: { status: 'true', result: memberProfile({ premium_member: 'true' }) },
      }),
    );
    expect(await screen.findByText('Member 7, premium')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Premium Member' })).toBeNull();
  });

  it('renders a return visit from the last profile at once, then from the answer', async () => {
    window.localStorage.setItem(
      'last_profile',
      JSON.stringify(memberProfile({ user_name: 'Ada Before', premium_member: 'true' })),
    );
    let answerProfile: (answer: MockAnswer) => void = () => {};
    mockSignedInApi({
      answers: { webprofile: () => new Promise((resolve) => (answerProfile = resolve)) },
    });
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByText('Member 7, premium')).toBeInTheDocument();
    expect(screen.getByText('Ada Before')).toBeInTheDocument();

    act(() =>
      answerProfile({
        body: { status: 'true', result: memberProfile({ user_name: 'Ada After' }) },
      }),
    );
    expect(await screen.findByText('Member 7, free')).toBeInTheDocument();
    expect(screen.getByText('Ada After')).toBeInTheDocument();
    expect(screen.queryByText('Ada Before')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('last_profile') ?? '{}')).toMatchObject({
      user_name: 'Ada After',
      premium_member: 'false',
    });
  });

  it("ignores another member's last profile on this browser", async () => {
    window.localStorage.setItem(
      'last_profile',
      JSON.stringify(memberProfile({ user_id: 8, user_name: 'Someone Else' })),
    );
    mockSignedInApi({
      answers: { webprofile: () => new Promise(() => {}) },
    });
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByText('Member 7, premium unknown')).toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).toBeNull();
  });

  it('hands the premium flag of the profile to the remotes', async () => {
    mockSignedInApi({ profile: { premium_member: 'true' } });
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByText('Member 7, premium')).toBeInTheDocument();
  });

  it('ends the session of a disabled member (userstatus 0)', async () => {
    const api = mockSignedInApi({ profile: { userstatus: 0 } });
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expectSignedOut();
    const calls = api.calls.map(({ call }) => call);
    expect(calls).not.toContain('webonlinestatus');
    expect(calls).not.toContain('webgetcounts');
  });

  it.each([
    [401, 'Unauthorized'],
    [404, 'Not found'],
  ])('goes to /login when the profile is refused (%s)', async (status, message) => {
    mockSignedInApi({ answers: { webprofile: { status, body: { status: 'false', message } } } });
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expectSignedOut();
  });

  it('shows the not-found page, keeping the session, when the profile call fails', async () => {
    mockSignedInApi({
      answers: { webprofile: { status: 500, body: { status: 'false', message: 'Down' } } },
    });
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });

    expect(await screen.findByTestId(TEST_IDS.notFound)).toBeInTheDocument();
    expect(screen.queryByText(/^Member 7/)).toBeNull();
    expect(window.localStorage.getItem('session_token')).toBe('token-7');
  });

  it('logs out after Are you sure?: offline, token revoked, storage cleared, /login', async () => {
    const api = mockSignedInApi();
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });
    await screen.findByText('Member 7, free');
    window.sessionStorage.setItem('logged_in', 'true');

    await userEvent.click(screen.getByTestId(TEST_IDS.logoutButton));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
    expect(screen.getByText('Member 7, free')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId(TEST_IDS.logoutButton));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expectSignedOut();
    expect(window.sessionStorage.getItem('logged_in')).toBeNull();
    expect(window.localStorage.getItem('last_profile')).toBeNull();
    const leaving = api.calls.filter(({ call }) => call !== 'admindatas').slice(-2);
    expect(leaving).toEqual([
      expect.objectContaining({
        call: 'webonlinestatus',
        fields: { user_id: '7', status: '0', language: 'en' },
      }),
      expect.objectContaining({ call: 'weblogout', fields: { user_id: '7', language: 'en' } }),
    ]);
    expect(leaving[1]?.headers.get('Authorization')).toBe('Bearer token-7');
  });

  it('does not announce online a member who signed out before the page went idle', async () => {
    const idleWork: IdleRequestCallback[] = [];
    window.requestIdleCallback = (work) => idleWork.push(work);
    window.cancelIdleCallback = () => undefined;
    try {
      const api = mockSignedInApi();
      renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });
      await screen.findByText('Member 7, free');

      act(() => eventBus.emit('session:logout', undefined));
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      act(() => {
        for (const work of idleWork.splice(0)) work({ didTimeout: false, timeRemaining: () => 50 });
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

      const announced = api.calls.filter(({ call }) => call === 'webonlinestatus');
      expect(announced.map(({ fields }) => fields.status)).toEqual(['0']);
    } finally {
      // jsdom has neither.
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('logs out when a remote asks for it on the bus', async () => {
    const api = mockSignedInApi();
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });
    await screen.findByText('Member 7, free');

    act(() => eventBus.emit('session:logout', undefined));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expectSignedOut();
    expect(api.calls.map(({ call }) => call)).toContain('weblogout');
  });

  it('reloads the counts on counts:changed', async () => {
    const api = mockSignedInApi();
    renderShell('/app/PeopleNear', { remoteLoader: remoteLoader() });
    await waitFor(() =>
      expect(api.calls.filter(({ call }) => call === 'webgetcounts')).toHaveLength(1),
    );

    act(() => eventBus.emit('counts:changed', undefined));

    await waitFor(() =>
      expect(api.calls.filter(({ call }) => call === 'webgetcounts')).toHaveLength(2),
    );
  });
});
