import { MESSAGES } from '@dating/contract/messages';
import { loadFormPasswordRule } from '@dating/contract/validation';
import type { MockAnswer, MockResponder } from '@dating/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { adminDataAnswer } from '../../test/adminDataAnswer';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell } from '../../test/renderShell';

const DiscoveryApp = () => <p>Discovery remote</p>;
// The 8-byte PNG signature is enough for the browser side: the server checks the real bytes.
const PNG = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', {
  type: 'image/png',
});
/** Whole journeys click through five tabs: more than jest's 5 s on a busy machine. */
const JOURNEY_TIMEOUT_MS = 20_000;
const PARIS = { description: 'Paris, Île-de-France, France', lat: 48.8566, lon: 2.3522 };

/** Every call of a sign-up with the mailed code, answered as the server does. */
function signupAnswers(
  overrides: Record<string, MockAnswer | MockResponder> = {},
): Record<string, MockAnswer | MockResponder> {
  return {
    admindatas: adminDataAnswer(),
    webcheckemail: {
      body: { status: 'true', message: 'OTP sent to your e-mail', email_verified: 'enabled' },
    },
    verifyotp: { body: { status: 'true', message: 'OTP verified' } },
    uploadimageweb: {
      body: {
        status: 'true',
        message: 'Image uploaded sucessfuly',
        imageurl: '/uploads/pending/abc.jpg',
        image_name: 'abc.jpg',
      },
    },
    'places?q=Par': { body: { status: 'true', places: [PARIS] } },
    signupweb: { body: { status: 'true', message: 'Signed up' } },
    webemaillogin: { body: { status: 'true', peoples: { user_id: 7, token: 'new-token' } } },
    ...overrides,
  };
}

function flow() {
  return within(screen.getByTestId(TEST_IDS.signupFlow));
}

async function submitDetails() {
  const form = within(screen.getByTestId(TEST_IDS.signUpForm));
  await userEvent.type(form.getByLabelText('Name'), 'Grace Hopper');
  await userEvent.type(form.getByLabelText('Email'), 'grace@example.com');
  await userEvent.type(form.getByLabelText('Password'), 'cobol1959');
  fireEvent.change(form.getByLabelText('Date of birth'), { target: { value: '1990-12-09' } });
  await userEvent.click(form.getByRole('radio', { name: 'Female' }));
  await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
}

async function expectStep(title: string) {
  expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
}

async function verifyCode() {
  await userEvent.type(flow().getByLabelText('Digit 1 of 4'), '1234');
  await userEvent.click(flow().getByRole('button', { name: 'Verify' }));
}

async function choosePurpose() {
  await userEvent.click(await flow().findByRole('radio', { name: 'Find love' }));
  await userEvent.click(flow().getByRole('button', { name: 'Next' }));
}

async function uploadPhoto() {
  await userEvent.upload(flow().getByLabelText('Choose a photo'), PNG);
  await flow().findByRole('img', { name: 'The photo you chose' });
  await userEvent.click(flow().getByRole('button', { name: 'Add Photos' }));
}

async function chooseInterests() {
  await userEvent.click(await flow().findByRole('checkbox', { name: 'Hiking' }));
  await userEvent.click(flow().getByRole('checkbox', { name: 'Music' }));
  await userEvent.click(flow().getByRole('button', { name: 'Save' }));
}

async function choosePlace() {
  await userEvent.type(flow().getByRole('combobox'), 'Par');
  await userEvent.click(await flow().findByRole('option', { name: PARIS.description }));
}

/** Purpose, photo, interests and place: every step after the code, up to Join. */
async function fillEveryStep() {
  await choosePurpose();
  await uploadPhoto();
  await chooseInterests();
  await choosePlace();
}

describe('the sign-up flow', () => {
  // The password dictionaries load once per file (seconds on a busy machine), not inside a test.
  beforeAll(() => loadFormPasswordRule(), 20_000);

  it(
    'runs tabs 5, 1, 2, 3, 4, signs up and in, and lands on PeopleNear',
    async () => {
      const api = mockSignedInApi({ answers: signupAnswers() });
      renderShell('/login?signuptab=yes', {
        remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }),
      });

      await submitDetails();
      await expectStep('Verification');
      expect(flow().getByText('Step 2 of 6')).toBeInTheDocument();
      expect(flow().getByRole('listitem', { current: 'step' })).toHaveTextContent('Verification');
      expect(flow().getByText('Get OTP code from registered mail')).toBeInTheDocument();
      expect(flow().getByLabelText('Digit 1 of 4')).toHaveFocus();
      await verifyCode();
      await expectStep('I am here to');
      await choosePurpose();
      await expectStep('Upload great photos');
      await uploadPhoto();
      await expectStep('Interest');
      expect(flow().getByText('Step 5 of 6')).toBeInTheDocument();
      expect(flow().getByRole('listitem', { current: 'step' })).toHaveTextContent('Interest');
      expect(await flow().findByPlaceholderText('Search your Interest')).toHaveFocus();
      await chooseInterests();
      await expectStep('Location');
      expect(flow().getByRole('combobox')).toHaveFocus();
      await choosePlace();
      await userEvent.click(flow().getByRole('button', { name: 'Join Dating' }));

      // The remote's lazy route, after a sign-in, on a machine other test runs share.
      expect(
        await screen.findByText('Discovery remote', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByTestId(TEST_IDS.sidebarMemberName)).toHaveTextContent('Ada Lovelace');
      const sent = (call: string) => api.calls.find((recorded) => recorded.call === call)?.fields;
      expect(sent('verifyotp')).toEqual({
        email: 'grace@example.com',
        otp: '1234',
        language: 'en',
      });
      expect(sent('uploadimageweb')).toEqual({
        file: expect.stringMatching(/^data:image\/png;base64,/) as string,
        language: 'en',
      });
      expect(sent('signupweb')).toEqual({
        check: '["Music","Hiking"]',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        password: 'cobol1959',
        dob: '1990-12-09',
        gender: 'female',
        image_name: 'abc.jpg',
        image_url: '/uploads/pending/abc.jpg',
        peopleforid: '2',
        lat: '48.8566',
        lon: '2.3522',
        location: 'Paris, Île-de-France, France',
        language: 'en',
      });
      expect(sent('webemaillogin')).toEqual({
        email: 'grace@example.com',
        password: 'cobol1959',
        language: 'en',
      });
      expect(window.localStorage.getItem('session_token')).toBe('new-token');
      expect(window.localStorage.getItem('peopleforid')).toBe('2');
      expect(window.localStorage.getItem('image_name')).toBe('abc.jpg');
      expect(window.localStorage.getItem('image_url')).toBe('/uploads/pending/abc.jpg');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('starts at tab 1 when verification is disabled', async () => {
    mockSignedInApi({
      answers: signupAnswers({
        webcheckemail: { body: { status: 'true', message: '', email_verified: 'disabled' } },
      }),
    });
    renderShell('/login?signuptab=yes');

    await submitDetails();

    await expectStep('I am here to');
  });

  it('enables Verify only with all four digits, clears them, and resends the code', async () => {
    const api = mockSignedInApi({ answers: signupAnswers() });
    renderShell('/login?signuptab=yes');
    await submitDetails();
    await expectStep('Verification');
    const verify = flow().getByRole('button', { name: 'Verify' });

    await userEvent.type(flow().getByLabelText('Digit 1 of 4'), '12x');
    expect(verify).toBeDisabled();
    expect(
      flow()
        .getAllByTestId(TEST_IDS.codeDigit)
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2', '', '']);
    await userEvent.type(flow().getByLabelText('Digit 3 of 4'), '34');
    expect(verify).toBeEnabled();

    await userEvent.click(flow().getByRole('button', { name: 'Clear' }));
    expect(verify).toBeDisabled();

    await userEvent.click(flow().getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent to your e-mail');
    expect(api.calls.filter(({ call }) => call === 'webcheckemail')).toHaveLength(2);
  });

  it('stays on the code tab when the code is wrong', async () => {
    mockSignedInApi({
      answers: signupAnswers({
        verifyotp: { status: 400, body: { status: 'false', message: 'The OTP is not valid' } },
      }),
    });
    renderShell('/login?signuptab=yes');
    await submitDetails();
    await expectStep('Verification');

    await verifyCode();

    expect(await flow().findByRole('alert')).toHaveTextContent('The OTP is not valid');
    expect(screen.getByRole('dialog', { name: 'Verification' })).toBeInTheDocument();
  });

  it(
    'asks for each step before moving on',
    async () => {
      const api = mockSignedInApi({
        answers: signupAnswers({
          webcheckemail: { body: { status: 'true', message: '', email_verified: 'disabled' } },
        }),
      });
      const user = userEvent.setup({ applyAccept: false });
      renderShell('/login?signuptab=yes');
      await submitDetails();

      await expectStep('I am here to');
      await user.click(await flow().findByRole('button', { name: 'Next' }));
      expect(flow().getByRole('alert')).toHaveTextContent('Please select any one');
      await choosePurpose();

      await expectStep('Upload great photos');
      expect(flow().queryByRole('alert')).not.toBeInTheDocument();
      await user.click(flow().getByRole('button', { name: 'Add Photos' }));
      expect(flow().getByRole('alert')).toHaveTextContent('Please select at least one image');
      await user.upload(
        flow().getByLabelText('Choose a photo'),
        new File(['not a picture'], 'notes.txt', { type: 'text/plain' }),
      );
      expect(flow().getByRole('alert')).toHaveTextContent('Sorry, Invalid file!');
      await user.upload(flow().getByLabelText('Choose a photo'), PNG);
      // A valid photo is not shown under the refusal of the file before it.
      await flow().findByRole('img', { name: 'The photo you chose' });
      expect(flow().queryByRole('alert')).not.toBeInTheDocument();
      await user.click(flow().getByRole('button', { name: 'Add Photos' }));

      await expectStep('Interest');
      await user.click(flow().getByRole('button', { name: 'Save' }));
      expect(flow().getByRole('alert')).toHaveTextContent('Please select the interest');
      await user.type(flow().getByPlaceholderText('Search your Interest'), 'hik');
      expect(
        flow()
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Hiking']);
      await user.click(flow().getByRole('checkbox', { name: 'Hiking' }));
      await user.click(flow().getByRole('button', { name: 'Save' }));

      await expectStep('Location');
      // Each step shows only its own messages: the interests' refusal stayed behind.
      expect(flow().queryByRole('alert')).not.toBeInTheDocument();
      await user.type(flow().getByRole('combobox'), 'Paris');
      await user.click(flow().getByRole('button', { name: 'Join Dating' }));
      expect(flow().getByRole('alert')).toHaveTextContent(
        'Select location properly or change location',
      );
      expect(api.calls.filter(({ call }) => call === 'signupweb')).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'shows a refusal that no earlier step can fix on Location and lets the member join again',
    async () => {
      mockSignedInApi({
        answers: signupAnswers({
          webcheckemail: { body: { status: 'true', message: '', email_verified: 'disabled' } },
          signupweb: {
            status: 429,
            body: { status: 'false', message: 'Too many attempts. Please try again later' },
          },
        }),
      });
      renderShell('/login?signuptab=yes');
      await submitDetails();
      await fillEveryStep();

      await userEvent.click(flow().getByRole('button', { name: 'Join Dating' }));

      expect(await flow().findByRole('alert')).toHaveTextContent(
        'Too many attempts. Please try again later',
      );
      await expectStep('Location');
      expect(flow().getByRole('button', { name: 'Join Dating' })).toBeEnabled();
      expect(window.localStorage.getItem('session_token')).toBeNull();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'goes Back through the steps keeping every choice, and on from where the member was',
    async () => {
      const api = mockSignedInApi({
        answers: signupAnswers({
          webcheckemail: { body: { status: 'true', message: '', email_verified: 'disabled' } },
        }),
      });
      renderShell('/login?signuptab=yes');
      await submitDetails();
      await fillEveryStep();

      await userEvent.click(flow().getByRole('button', { name: 'Back' }));
      await expectStep('Interest');
      expect(flow().getByText('Step 4 of 5')).toBeInTheDocument();
      expect(flow().getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
      expect(flow().getByRole('checkbox', { name: 'Movies' })).not.toBeChecked();
      await userEvent.click(flow().getByRole('button', { name: 'Back' }));
      await expectStep('Upload great photos');
      expect(flow().getByRole('img', { name: 'The photo you chose' })).toHaveAttribute(
        'src',
        '/uploads/pending/abc.jpg',
      );
      await userEvent.click(flow().getByRole('button', { name: 'Back' }));
      await expectStep('I am here to');
      expect(await flow().findByRole('radio', { name: 'Find love' })).toBeChecked();

      await userEvent.click(flow().getByRole('button', { name: 'Back' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const form = within(screen.getByTestId(TEST_IDS.signUpForm));
      expect(form.getByLabelText('Email')).toHaveValue('grace@example.com');
      expect(form.getByLabelText('Password')).toHaveValue('cobol1959');

      // The same details again: no new check of the e-mail, back where the choices stop.
      await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
      await expectStep('Location');
      expect(flow().getByRole('combobox')).toHaveValue(PARIS.description);
      await userEvent.click(flow().getByRole('button', { name: 'Back' }));
      await userEvent.click(await flow().findByRole('button', { name: 'Save' }));
      await expectStep('Location');
      await userEvent.click(flow().getByRole('button', { name: 'Join Dating' }));

      await waitFor(() =>
        expect(api.calls.filter(({ call }) => call === 'signupweb')).toHaveLength(1),
      );
      expect(api.calls.filter(({ call }) => call === 'webcheckemail')).toHaveLength(1);
      expect(api.calls.find(({ call }) => call === 'signupweb')?.fields).toMatchObject({
        check: '["Music","Hiking"]',
        image_name: 'abc.jpg',
        peopleforid: '2',
        location: PARIS.description,
      });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'sends a password the server refuses back to the form, keeps the rest and mails no new code',
    async () => {
      let signups = 0;
      const api = mockSignedInApi({
        answers: signupAnswers({
          signupweb: () => {
            signups += 1;
            return signups === 1
              ? { status: 400, body: { status: 'false', message: MESSAGES.weakPassword } }
              : { body: { status: 'true', message: 'Registered successfully' } };
          },
        }),
      });
      renderShell('/login?signuptab=yes');
      await submitDetails();
      await verifyCode();
      await fillEveryStep();
      await userEvent.click(flow().getByRole('button', { name: 'Join Dating' }));

      const form = within(screen.getByTestId(TEST_IDS.signUpForm));
      const password = form.getByLabelText('Password');
      await waitFor(() => expect(password).toHaveFocus());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(password).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.weakPassword));
      expect(form.getByText('Step 1 of 6')).toBeInTheDocument();

      await userEvent.clear(password);
      await userEvent.type(password, 'Vacuum-tube7');
      expect(password).not.toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.weakPassword),
      );
      await userEvent.click(form.getByRole('button', { name: 'Sign up' }));

      // The code was verified for this address: straight back to Location, its place kept.
      await expectStep('Location');
      expect(flow().getByRole('combobox')).toHaveValue(PARIS.description);
      await userEvent.click(flow().getByRole('button', { name: 'Join Dating' }));
      await waitFor(() => expect(signups).toBe(2));
      expect(api.calls.filter(({ call }) => call === 'webcheckemail')).toHaveLength(1);
      expect(api.calls.filter(({ call }) => call === 'verifyotp')).toHaveLength(1);
      expect(api.calls.filter(({ call }) => call === 'signupweb')[1]?.fields).toMatchObject({
        password: 'Vacuum-tube7',
        image_name: 'abc.jpg',
        peopleforid: '2',
      });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'sends a photo the server no longer holds back to the photo step, with the reason',
    async () => {
      mockSignedInApi({
        answers: signupAnswers({
          webcheckemail: { body: { status: 'true', message: '', email_verified: 'disabled' } },
          signupweb: {
            status: 400,
            body: { status: 'false', message: 'Please atleast select one Image' },
          },
        }),
      });
      renderShell('/login?signuptab=yes');
      await submitDetails();
      await fillEveryStep();

      await userEvent.click(flow().getByRole('button', { name: 'Join Dating' }));

      await expectStep('Upload great photos');
      expect(flow().getByRole('alert')).toHaveTextContent('Please select at least one image');
      expect(flow().queryByRole('img', { name: 'The photo you chose' })).not.toBeInTheDocument();
      await uploadPhoto();
      await expectStep('Interest');
      expect(flow().queryByRole('alert')).not.toBeInTheDocument();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it("closes at once while the steps hold nothing of the member's", async () => {
    mockSignedInApi({ answers: signupAnswers() });
    renderShell('/login?signuptab=yes');
    await submitDetails();
    await expectStep('Verification');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(
    'asks before closing throws the steps away, and keeps them when the member stays',
    async () => {
      const api = mockSignedInApi({
        answers: signupAnswers({
          webcheckemail: { body: { status: 'true', message: '', email_verified: 'disabled' } },
        }),
      });
      renderShell('/login?signuptab=yes');
      await submitDetails();
      await choosePurpose();
      await expectStep('Upload great photos');

      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      const leave = await screen.findByRole('dialog', { name: 'Leave sign-up?' });
      await userEvent.click(within(leave).getByRole('button', { name: 'Keep going' }));
      expect(screen.queryByRole('dialog', { name: 'Leave sign-up?' })).not.toBeInTheDocument();
      await userEvent.click(flow().getByRole('button', { name: 'Back' }));
      expect(await flow().findByRole('radio', { name: 'Find love' })).toBeChecked();

      await userEvent.keyboard('{Escape}');
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Leave sign-up?' })).getByRole('button', {
          name: 'Leave',
        }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const form = within(screen.getByTestId(TEST_IDS.signUpForm));
      expect(form.getByLabelText('Email')).toHaveValue('grace@example.com');

      // Thrown away: signing up again checks the e-mail again and starts the steps afresh.
      await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
      await expectStep('I am here to');
      expect(await flow().findByRole('radio', { name: 'Find love' })).not.toBeChecked();
      expect(api.calls.filter(({ call }) => call === 'webcheckemail')).toHaveLength(2);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
