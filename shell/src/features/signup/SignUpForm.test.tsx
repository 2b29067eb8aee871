import { LIMITS } from '@dating/contract';
import { MESSAGES } from '@dating/contract/messages';
import { latestBirthDate, loadFormPasswordRule, toIsoDate } from '@dating/contract/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { renderShell } from '../../test/renderShell';

/** Typing the four fields takes seconds on a machine other test runs share. */
const TYPING_TIMEOUT_MS = 15_000;

function form() {
  return within(screen.getByTestId(TEST_IDS.signUpForm));
}

type Details = Partial<Record<'name' | 'email' | 'password' | 'dob', string>>;

async function fill({
  name = 'Grace Hopper',
  email = 'grace@example.com',
  password = 'cobol1959',
  dob = '1990-12-09',
}: Details = {}) {
  if (name) await userEvent.type(form().getByLabelText('Name'), name);
  if (email) await userEvent.type(form().getByLabelText('Email'), email);
  if (password) await userEvent.type(form().getByLabelText('Password'), password);
  if (dob) fireEvent.change(form().getByLabelText('Date of birth'), { target: { value: dob } });
}

async function submit() {
  await userEvent.click(form().getByRole('button', { name: 'Sign up' }));
}

describe('the Signup tab', () => {
  // The password dictionaries load once per file (seconds on a busy machine), not inside a test.
  beforeAll(() => loadFormPasswordRule(), 20_000);

  it('blocks everything but letters and spaces in the name', async () => {
    mockSignedInApi();
    renderShell('/login?signuptab=yes');

    await userEvent.type(form().getByLabelText('Name'), 'Gr4ce_ Hopper!');

    expect(form().getByLabelText('Name')).toHaveValue('Grce Hopper');
  });

  it.each<[string, Details, string, string]>([
    ['nothing', { name: '', email: '', password: '', dob: '' }, 'Name', 'Please fill the details'],
    ['no date of birth', { dob: '' }, 'Date of birth', 'Please fill the details'],
    ['a short name', { name: 'Al' }, 'Name', 'Name must be 3 to 20 letters or spaces'],
    ['a malformed e-mail', { email: 'grace@' }, 'Email', 'Please enter valid email'],
    ['a short password', { password: 'abc' }, 'Password', 'Password must be 6 to 15 characters'],
    ...['aaaaaa', 'abcdef', '123456', 'password1', '      '].map(
      (password): [string, Details, string, string] => [
        `the guessable password "${password}"`,
        { password },
        'Password',
        MESSAGES.weakPassword,
      ],
    ),
    [
      'a password holding the name',
      { password: 'Hopper#1959' },
      'Password',
      MESSAGES.passwordHasName,
    ],
    [
      'a password holding the e-mail',
      { password: 'GRACE*1959' },
      'Password',
      MESSAGES.passwordHasEmail,
    ],
    [
      'someone under 18',
      { dob: toIsoDate(new Date(Date.now() - 17 * 365 * 24 * 3600 * 1000)) },
      'Date of birth',
      'You must be at least 18 years old',
    ],
  ])(
    'refuses %s on the form itself',
    async (_case, details, label, message) => {
      const api = mockSignedInApi();
      renderShell('/login?signuptab=yes');

      await fill(details);
      await submit();

      // Said under the field at fault, which takes the focus: no code is mailed for details the
      // server would refuse.
      const field = form().getByLabelText(label);
      await waitFor(() => expect(field).toHaveFocus());
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toBeInvalid();
      expect(api.calls.filter(({ call }) => call === 'webcheckemail')).toEqual([]);
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'shows the password rules under the field, met or not as the member types',
    async () => {
      mockSignedInApi();
      renderShell('/login?signuptab=yes');
      await fill({ password: '' });
      const password = form().getByLabelText('Password');
      const rule = (name: string) => form().getByText(name, { exact: false }).closest('li');

      await userEvent.type(password, 'password1');
      await waitFor(() => expect(rule('Hard to guess')).toHaveTextContent('(not yet)'));
      expect(rule('6 to 15 characters')).toHaveTextContent('(done)');
      expect(rule('Not your name')).toHaveTextContent('(done)');
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Hard to guess'));

      await userEvent.clear(password);
      await userEvent.type(password, 'Grace-9');
      expect(rule('Not your name')).toHaveTextContent('(not yet)');

      await userEvent.clear(password);
      await userEvent.type(password, 'cobol1959');
      expect(rule('Hard to guess')).toHaveTextContent('(done)');
    },
    TYPING_TIMEOUT_MS,
  );

  it('shows where the member stands: step 1 of the sign-up', () => {
    mockSignedInApi();
    renderShell('/login?signuptab=yes');

    expect(form().getByText('Step 1 of 6')).toBeInTheDocument();
    expect(form().getByRole('listitem', { current: 'step' })).toHaveTextContent('Your details');
  });

  it('bounds the date of birth to 18 years back and 1901, and opens the picker at 18 years', async () => {
    mockSignedInApi();
    renderShell('/login?signuptab=yes');
    const dob = form().getByLabelText('Date of birth');

    expect(dob).toHaveAttribute('min', LIMITS.earliestBirthDate);
    expect(dob).toHaveAttribute('max', latestBirthDate());
    await userEvent.click(dob);
    expect(dob).toHaveValue(latestBirthDate());
    expect(form().getByText('Age: 18')).toBeInTheDocument();
  });

  it('defaults the gender to male', () => {
    mockSignedInApi();
    renderShell('/login?signuptab=yes');

    expect(form().getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(form().getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(form().getByRole('radio', { name: 'Other' })).not.toBeChecked();
  });

  it('shows the server refusal of the e-mail', async () => {
    const api = mockSignedInApi({
      answers: {
        webcheckemail: { status: 409, body: { status: 'false', message: 'Email Already Exists' } },
      },
    });
    renderShell('/login?signuptab=yes');

    await fill();
    await submit();

    const email = form().getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email Already Exists'));
    expect(email).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        call: 'webcheckemail',
        fields: { email: 'grace@example.com', language: 'en' },
      }),
    );
  });
});
