import type { RecordedCall } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { adminDataAnswer } from '../../test/adminDataAnswer';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell } from '../../test/renderShell';
import type { FacebookMe, FacebookSdk } from './facebookSdk';

const DiscoveryApp = () => <p>Discovery remote</p>;
const FACEBOOK = adminDataAnswer({ social_login: { facebook_app_id: 'app-1' } });
/** The new member's journey clicks through the whole sign-up: more than jest's 5 s when busy. */
const JOURNEY_TIMEOUT_MS = 20_000;
const PARIS = { description: 'Paris, Île-de-France, France', lat: 48.8566, lon: 2.3522 };
const ME: FacebookMe = {
  id: 'fb-9',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  picture: { data: { url: 'https://graph.example/grace.jpg' } },
};

/** The SDK as the page finds it once Facebook's script has run: the member accepts. */
const sdk: jest.Mocked<FacebookSdk> = {
  init: jest.fn(),
  login: jest.fn(),
  api: jest.fn(),
};

beforeEach(() => {
  jest.clearAllMocks();
  window.FB = sdk;
  sdk.login.mockImplementation((callback) =>
    callback({ authResponse: { accessToken: 'fb-token', userID: 'fb-9' } }),
  );
  sdk.api.mockImplementation((_path, _params, callback) => callback(ME));
});

afterEach(() => {
  delete window.FB;
});

describe('social login', () => {
  it('signs a known member in and opens PeopleNear', async () => {
    const api = mockSignedInApi({
      answers: {
        admindatas: FACEBOOK,
        check_fb_user: { body: { status: 'true', data: 0 } },
        webemaillogin: { body: { status: 'true', peoples: { user_id: 7, token: 'fb-session' } } },
      },
    });
    renderShell('/login', { remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }) });

    const button = await screen.findByRole('button', { name: 'Continue with Facebook' });
    await userEvent.click(button);

    expect(await screen.findByText('Discovery remote')).toBeInTheDocument();
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1' }));
    const credentials = {
      email: 'grace@example.com',
      fbid: 'fb-9',
      access_token: 'fb-token',
      language: 'en',
    };
    expect(api.calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ call: 'check_fb_user', fields: credentials }),
        expect.objectContaining({ call: 'webemaillogin', fields: credentials }),
      ]),
    );
    expect(window.localStorage.getItem('session_token')).toBe('fb-session');
  });

  it('asks a deactivated member to confirm, then signs them in reactivated', async () => {
    const api = mockSignedInApi({
      answers: {
        admindatas: FACEBOOK,
        check_fb_user: { body: { status: 'true', data: 0 } },
        webemaillogin: ({ fields }: RecordedCall) =>
          fields.reactivate === 'true'
            ? { body: { status: 'true', peoples: { user_id: 7, token: 'fb-session' } } }
            : { status: 409, body: { status: 'false', message: 'This account is deactivated' } },
      },
    });
    renderShell('/login', { remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'This account is deactivated' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate and sign in' }));

    expect(await screen.findByText('Discovery remote')).toBeInTheDocument();
    const logins = api.calls.filter(({ call }) => call === 'webemaillogin');
    expect(logins.map(({ fields }) => fields.reactivate)).toEqual([undefined, 'true']);
    expect(logins[1]?.fields).toMatchObject({ fbid: 'fb-9', access_token: 'fb-token' });
  });

  it(
    'takes a new member to Signup prefilled, skips the photo tab and sends the picture',
    async () => {
      const api = mockSignedInApi({
        answers: {
          admindatas: FACEBOOK,
          check_fb_user: { body: { status: 'true', data: 1 } },
          webcheckemail: { body: { status: 'true', message: '', email_verified: 'disabled' } },
          'places?q=Par': { body: { status: 'true', places: [PARIS] } },
          signupweb: { body: { status: 'true', message: 'Signed up' } },
          webemaillogin: { body: { status: 'true', peoples: { user_id: 7, token: 'fb-session' } } },
        },
      });
      renderShell('/login', { remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }) });

      await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));

      const form = within(await screen.findByTestId(TEST_IDS.signUpForm));
      expect(screen.getByRole('tab', { name: 'New account' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(form.getByLabelText('Name')).toHaveValue('Grace Hopper');
      expect(form.getByLabelText('Email')).toHaveValue('grace@example.com');
      // The provider vouched for the e-mail: no password, no code.
      expect(form.queryByLabelText('Password')).not.toBeInTheDocument();
      await userEvent.click(form.getByLabelText('Date of birth'));
      await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
      const flow = within(await screen.findByTestId(TEST_IDS.signupFlow));
      await userEvent.click(await flow.findByRole('radio', { name: 'Make friends' }));
      await userEvent.click(flow.getByRole('button', { name: 'Next' }));

      expect(await screen.findByRole('dialog', { name: 'Interest' })).toBeInTheDocument();
      await userEvent.click(flow.getByRole('checkbox', { name: 'Music' }));
      await userEvent.click(flow.getByRole('button', { name: 'Save' }));
      await userEvent.type(await flow.findByRole('combobox'), 'Par');
      await userEvent.click(await flow.findByRole('option', { name: PARIS.description }));
      await userEvent.click(flow.getByRole('button', { name: 'Join Dating' }));

      expect(await screen.findByText('Discovery remote')).toBeInTheDocument();
      const signup = api.calls.find(({ call }) => call === 'signupweb')?.fields;
      expect(signup).toEqual(
        expect.objectContaining({ name: 'Grace Hopper', fbpic: 'https://graph.example/grace.jpg' }),
      );
      expect(signup).not.toHaveProperty('image_name');
      expect(signup?.fbid).toEqual(expect.any(String));
      expect(signup?.password).toBe('');
      expect(signup?.access_token).toEqual(expect.any(String));
      const calls = api.calls.map(({ call }) => call);
      expect(calls).not.toContain('uploadimageweb');
      expect(calls).not.toContain('webcheckemail');
      const login = api.calls.filter(({ call }) => call === 'webemaillogin').at(-1)?.fields;
      expect(login).toEqual(expect.objectContaining({ fbid: signup?.fbid }));
      expect(login).not.toHaveProperty('password');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it("offers the development server's stand-in instead of Facebook's SDK, prefilling the sign-up", async () => {
    const api = mockSignedInApi({
      answers: {
        admindatas: adminDataAnswer({ social_login: { local_stand_in: true } }),
        'dev/social-sign-in': {
          body: { status: 'true', fbid: 'local-1', access_token: 'signed-token' },
        },
        check_fb_user: { body: { status: 'true', data: 1 } },
      },
    });
    renderShell('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stand-in sign-in' }));
    expect(await dialog.findByText(/local test identity instead of Facebook/)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(dialog.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));

    const form = within(await screen.findByTestId(TEST_IDS.signUpForm));
    expect(form.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(form.getByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          call: 'dev/social-sign-in',
          fields: { email: 'grace@example.com' },
        }),
        expect.objectContaining({
          call: 'check_fb_user',
          fields: {
            email: 'grace@example.com',
            fbid: 'local-1',
            access_token: 'signed-token',
            language: 'en',
          },
        }),
      ]),
    );
    expect(sdk.login).not.toHaveBeenCalled();
  });

  it('does nothing when the member closes the provider popup', async () => {
    sdk.login.mockImplementation((callback) => callback({ authResponse: null }));
    const api = mockSignedInApi({ answers: { admindatas: FACEBOOK } });
    renderShell('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));

    expect(screen.getByRole('tab', { name: 'I have an account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.calls.map(({ call }) => call)).toEqual(['admindatas']);
  });
});
