import { MESSAGE_DURATION_MS } from '@dating/ui';
import { act, screen, within } from '@testing-library/react';
import type { RecordedCall } from '@dating/testing';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { adminDataAnswer } from '../../test/adminDataAnswer';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell } from '../../test/renderShell';

const DiscoveryApp = () => <p>Discovery remote</p>;

const WRONG_PASSWORD = {
  status: 401,
  body: { status: 'false', message: 'Email or Password Incorrect' },
};

function signInForm() {
  return within(screen.getByTestId(TEST_IDS.signInForm));
}

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(signInForm().getByLabelText('Email'), email);
  if (password) await userEvent.type(signInForm().getByLabelText('Password'), password);
  await userEvent.click(signInForm().getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('opens on Signin, and on Signup when signuptab is yes', async () => {
    mockSignedInApi({ answers: { admindatas: adminDataAnswer() } });
    renderShell('/login');
    expect(screen.getByRole('tab', { name: 'I have an account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId(TEST_IDS.signInForm)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'New account' }));
    expect(screen.getByRole('tab', { name: 'New account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId(TEST_IDS.signUpForm)).toBeInTheDocument();
  });

  it('says each thing once on either tab: one heading, tabs that repeat neither it nor the button', async () => {
    mockSignedInApi({ answers: { admindatas: adminDataAnswer() } });
    renderShell('/login');
    const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
    expect(tabNames()).not.toContain('Sign in');

    await userEvent.click(screen.getByRole('tab', { name: 'New account' }));
    const form = within(await screen.findByTestId(TEST_IDS.signUpForm));

    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
    expect(tabNames()).not.toContain(form.getByRole('button', { name: 'Sign up' }).textContent);
  });

  it('starts on the Signup tab with ?signuptab=yes', () => {
    mockSignedInApi();
    renderShell('/login?signuptab=yes');

    expect(screen.getByRole('tabpanel', { name: 'New account' })).toContainElement(
      screen.getByTestId(TEST_IDS.signUpForm),
    );
  });

  it('links the app stores the server names, and has no social button without a provider', async () => {
    mockSignedInApi({ answers: { admindatas: adminDataAnswer() } });
    renderShell('/login');

    expect(await screen.findByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/ios',
    );
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      'https://apps.example/android',
    );
    expect(screen.queryByTestId(TEST_IDS.facebookLogin)).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();
  });

  it('loads the Facebook SDK only when the server names a Facebook app', async () => {
    mockSignedInApi({
      answers: { admindatas: adminDataAnswer({ social_login: { facebook_app_id: 'app-1' } }) },
    });
    renderShell('/login');

    const facebook = await screen.findByRole('button', { name: 'Continue with Facebook' });
    expect(facebook).toBeDisabled();
    expect(document.querySelector('script[src*="connect.facebook.net"]')).not.toBeNull();
    // Under the form, which is painted before the admin data answers: the button moves nothing.
    const form = screen.getByTestId(TEST_IDS.signInForm);
    expect(form.compareDocumentPosition(facebook) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  describe('signing in', () => {
    it('asks for both fields, then for a valid e-mail', async () => {
      const api = mockSignedInApi();
      renderShell('/login');

      await signIn('', '');
      expect(screen.getByRole('alert')).toHaveTextContent('Please fill the details');

      await signIn('not-an-email', 'secret1');
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid email');
      expect(api.calls.filter(({ call }) => call === 'webemaillogin')).toEqual([]);
    });

    it('shows the server refusal, and lets the member try again', async () => {
      const api = mockSignedInApi({ answers: { webemaillogin: WRONG_PASSWORD } });
      renderShell('/login');

      await signIn('ada@example.com', 'wrong-one');

      expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password Incorrect');
      expect(signInForm().getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          call: 'webemaillogin',
          fields: { email: 'ada@example.com', password: 'wrong-one', language: 'en' },
        }),
      );
    });

    it('stores the session, sets the 12-hour onboarded cookie and opens PeopleNear', async () => {
      const cookieWrites = jest.spyOn(document, 'cookie', 'set');
      mockSignedInApi({
        answers: {
          webemaillogin: { body: { status: 'true', peoples: { user_id: 7, token: 'fresh' } } },
        },
      });
      renderShell('/login', { remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }) });

      await signIn('ada@example.com', 'secret1');

      expect(await screen.findByText('Discovery remote')).toBeInTheDocument();
      expect(window.localStorage.getItem('session_userid')).toBe('7');
      expect(window.localStorage.getItem('session_token')).toBe('fresh');
      expect(window.sessionStorage.getItem('logged_in')).toBe('true');
      expect(cookieWrites).toHaveBeenCalledWith(
        expect.stringMatching(/^onboarded=true; path=\/; max-age=43200;/),
      );
    });

    it('sends one sign-in at a time', async () => {
      const api = mockSignedInApi({ answers: { webemaillogin: WRONG_PASSWORD } });
      const answer = jest.mocked(globalThis.fetch).getMockImplementation();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      jest.mocked(globalThis.fetch).mockImplementation(async (...args) => {
        await held;
        return answer!(...args);
      });
      renderShell('/login');
      await userEvent.type(signInForm().getByLabelText('Email'), 'ada@example.com');
      await userEvent.type(signInForm().getByLabelText('Password'), 'secret1');
      const submit = signInForm().getByRole('button', { name: 'Sign in' });

      await userEvent.click(submit);
      expect(submit).toBeDisabled();
      await userEvent.keyboard('{Enter}');
      release();

      expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password Incorrect');
      expect(api.calls.filter(({ call }) => call === 'webemaillogin')).toHaveLength(1);
      expect(submit).toBeEnabled();
    });

    describe('a deactivated account', () => {
      const DEACTIVATED = {
        status: 409,
        body: { status: 'false', message: 'This account is deactivated' },
      };
      const signedInUnlessDeactivated = ({ fields }: RecordedCall) =>
        fields.reactivate === 'true'
          ? { body: { status: 'true', peoples: { user_id: 7, token: 'fresh' } } }
          : DEACTIVATED;

      it('asks to reactivate, then signs in with reactivate=true', async () => {
        const api = mockSignedInApi({ answers: { webemaillogin: signedInUnlessDeactivated } });
        renderShell('/login', { remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }) });

        await signIn('ada@example.com', 'secret1');
        const dialog = within(
          await screen.findByRole('dialog', { name: 'This account is deactivated' }),
        );
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        await userEvent.click(dialog.getByRole('button', { name: 'Reactivate and sign in' }));

        expect(await screen.findByText('Discovery remote')).toBeInTheDocument();
        expect(
          api.calls.filter(({ call }) => call === 'webemaillogin').map(({ fields }) => fields),
        ).toEqual([
          { email: 'ada@example.com', password: 'secret1', language: 'en' },
          { email: 'ada@example.com', password: 'secret1', language: 'en', reactivate: 'true' },
        ]);
        expect(window.localStorage.getItem('session_token')).toBe('fresh');
      });

      it('stays signed out when the member cancels', async () => {
        const api = mockSignedInApi({ answers: { webemaillogin: signedInUnlessDeactivated } });
        renderShell('/login');

        await signIn('ada@example.com', 'secret1');
        const dialog = within(await screen.findByRole('dialog'));
        await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(signInForm().getByRole('button', { name: 'Sign in' })).toBeEnabled();
        expect(api.calls.filter(({ call }) => call === 'webemaillogin')).toHaveLength(1);
        expect(window.localStorage.getItem('session_token')).toBeNull();
      });
    });
  });

  describe('a suspended or banned member', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the sign-in refusal, with its reason, until dismissed', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const refusal = 'Your account is banned. Reason: Spam or scam.';
      mockSignedInApi({
        answers: { webemaillogin: { status: 403, body: { status: 'false', message: refusal } } },
      });
      renderShell('/login');

      await user.type(signInForm().getByLabelText('Email'), 'ben@example.com');
      await user.type(signInForm().getByLabelText('Password'), 'right-password');
      await user.click(signInForm().getByRole('button', { name: 'Sign in' }));
      const notice = await screen.findByTestId(TEST_IDS.standingNotice);
      expect(notice).toHaveTextContent(refusal);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByTestId(TEST_IDS.standingNotice)).toHaveTextContent(refusal);

      await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByTestId(TEST_IDS.standingNotice)).not.toBeInTheDocument();
    });
  });

  describe('message timings (spec section 9)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('hides a server message after 2 s and a form check after 4 s', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      mockSignedInApi({ answers: { webemaillogin: WRONG_PASSWORD } });
      renderShell('/login');

      await user.click(signInForm().getByRole('button', { name: 'Sign in' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please fill the details');
      act(() => jest.advanceTimersByTime(MESSAGE_DURATION_MS.client - 1));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.type(signInForm().getByLabelText('Email'), 'ada@example.com');
      await user.type(signInForm().getByLabelText('Password'), 'wrong-one');
      await user.click(signInForm().getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password Incorrect');
      act(() => jest.advanceTimersByTime(MESSAGE_DURATION_MS.server - 1));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('Forgot Password?', () => {
    it('mails a code, then sets the new password with it', async () => {
      const api = mockSignedInApi({
        answers: {
          webforgot: { body: { status: 'true', message: 'A reset code was sent to your e-mail' } },
          webresetpassword: { body: { status: 'true', message: 'Your password has been reset' } },
        },
      });
      renderShell('/login');
      await userEvent.type(signInForm().getByLabelText('Email'), 'ada@example.com');

      await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Forgot Password?' }));
      // The steps come with their calls when the modal first opens.
      expect(await dialog.findByLabelText('Email')).toHaveValue('ada@example.com');
      await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));

      expect(await dialog.findByRole('status')).toHaveTextContent(
        'A reset code was sent to your e-mail',
      );
      const setPassword = dialog.getByRole('button', { name: 'Set new password' });
      expect(setPassword).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Digit 1 of 4'), '4821');
      await userEvent.type(dialog.getByLabelText('New password'), 'brand-new1');
      await userEvent.click(setPassword);

      expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.calls).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            call: 'webforgot',
            fields: { email: 'ada@example.com', language: 'en' },
          }),
          expect.objectContaining({
            call: 'webresetpassword',
            fields: {
              email: 'ada@example.com',
              otp: '4821',
              password: 'brand-new1',
              language: 'en',
            },
          }),
        ]),
      );
    });

    it('shows that the e-mail is not registered', async () => {
      mockSignedInApi({
        answers: {
          webforgot: { status: 404, body: { status: 'false', message: 'Email Id not registered' } },
        },
      });
      renderShell('/login');

      await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      const dialog = within(screen.getByRole('dialog'));
      await userEvent.type(dialog.getByLabelText('Email'), 'nobody@example.com');
      await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent('Email Id not registered');
    });
  });
});
