import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@dating/web';
import { useSession } from '@dating/web';
import { mockApi } from '../mockApi';
import { TEST_SESSION } from '../renderRemote';
import { storeHarnessSession } from './harnessSession';
import { RemoteHarness } from './RemoteHarness';

/** Stands in for a remote's App: shows the session it was given. */
function SessionEcho() {
  const { memberId, token, premium, language } = useSession();
  return (
    <p data-testid="remote-app">{`${memberId} ${token} ${premium ? 'premium' : 'free'} ${language}`}</p>
  );
}

const LOGIN_OK = {
  body: { status: 'true', message: 'Login successfully', peoples: { user_id: 42, token: 'abc' } },
};
const PROFILE_PREMIUM = {
  body: { status: 'true', result: { user_id: 42, premium_member: 'true' } },
};

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/app/Message');
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  document.documentElement.removeAttribute('dir');
});

describe('RemoteHarness', () => {
  it('signs in with webemaillogin, reads the premium flag from webprofile, shows the App and keeps the session', async () => {
    const { calls } = mockApi({ webemaillogin: LOGIN_OK, webprofile: PROFILE_PREMIUM });
    const { unmount } = render(<RemoteHarness remote="chat" App={SessionEcho} />);

    await signInWith('ann@example.com', 'secret1');

    expect(await screen.findByTestId('remote-app')).toHaveTextContent('42 abc premium en');
    unmount();
    render(<RemoteHarness remote="chat" App={SessionEcho} />);
    expect(screen.getByTestId('remote-app')).toHaveTextContent('42 abc premium en');
    const [login, profile] = calls;
    expect(login).toMatchObject({
      call: 'webemaillogin',
      method: 'POST',
      fields: { email: 'ann@example.com', password: 'secret1', language: 'en' },
    });
    expect(login?.headers.has('Authorization')).toBe(false);
    expect(profile).toMatchObject({ call: 'webprofile', fields: { user_id: '42' } });
    expect(profile?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it("shows the server's message when the sign-in is refused", async () => {
    mockApi({
      webemaillogin: {
        status: 401,
        body: { status: 'false', message: 'Email or Password Incorrect' },
      },
    });
    render(<RemoteHarness remote="chat" App={SessionEcho} />);

    await signInWith('ann@example.com', 'wrong-pw');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password Incorrect');
    expect(screen.queryByTestId('remote-app')).not.toBeInTheDocument();
  });

  it('checks the fields with the shared rules before calling the server', async () => {
    const { calls } = mockApi({});
    render(<RemoteHarness remote="chat" App={SessionEcho} />);

    await signInWith('not-an-email', 'secret1');

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid email');
    expect(calls).toHaveLength(0);
  });

  it('signs out', async () => {
    storeHarnessSession(TEST_SESSION);
    render(<RemoteHarness remote="chat" App={SessionEcho} />);
    expect(screen.getByTestId('remote-app')).toHaveTextContent('7 test-token free en');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('returns to the sign-in form when the session expires', () => {
    storeHarnessSession(TEST_SESSION);
    render(<RemoteHarness remote="chat" App={SessionEcho} />);

    act(() => eventBus.emit('session:expired', undefined));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches the language as the shell does: session, document direction and locale:changed', async () => {
    storeHarnessSession(TEST_SESSION);
    const onLocale = jest.fn();
    eventBus.on('locale:changed', onLocale);
    render(<RemoteHarness remote="chat" App={SessionEcho} />);

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ar');

    expect(onLocale).toHaveBeenCalledWith({ language: 'ar' });
    expect(screen.getByTestId('remote-app')).toHaveTextContent('7 test-token free ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    eventBus.off('locale:changed', onLocale);
  });

  it("links the remote's routes that need no id", () => {
    storeHarnessSession(TEST_SESSION);
    render(<RemoteHarness remote="chat" App={SessionEcho} />);

    const routes = screen.getByRole('navigation', { name: 'Routes' });
    expect(routes).toContainElement(screen.getByRole('link', { name: 'Message' }));
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/app/Message');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
