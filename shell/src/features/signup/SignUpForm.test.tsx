import { LIMITS, MESSAGES, latestBirthDate, toIsoDate } from '@dating/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { renderShell } from '../../test/renderShell';

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
  it('blocks everything but letters and spaces in the name', async () => {
    mockSignedInApi();
    renderShell('/login?signuptab=yes');

    await userEvent.type(form().getByLabelText('Name'), 'Gr4ce_ Hopper!');

    expect(form().getByLabelText('Name')).toHaveValue('Grce Hopper');
  });

  it.each<[string, Details, string]>([
    ['nothing', { name: '', email: '', password: '', dob: '' }, 'Please fill the details'],
    ['no date of birth', { dob: '' }, 'Please fill the details'],
    ['a short name', { name: 'Al' }, 'Name must be 3 to 20 letters or spaces'],
    ['a malformed e-mail', { email: 'grace@' }, 'Please enter valid email'],
    ['a short password', { password: 'abc' }, 'Password must be 6 to 15 characters'],
    ...['aaaaaa', 'abcdef', '123456', 'password1', '      '].map(
      (password): [string, Details, string] => [
        `the guessable password "${password}"`,
        { password },
        MESSAGES.weakPassword,
      ],
    ),
    ['a password holding the name', { password: 'Hopper#1959' }, MESSAGES.passwordHasName],
    ['a password holding the e-mail', { password: 'GRACE*1959' }, MESSAGES.passwordHasEmail],
    [
      'someone under 18',
      { dob: toIsoDate(new Date(Date.now() - 17 * 365 * 24 * 3600 * 1000)) },
      'You must be at least 18 years old',
    ],
  ])('refuses %s', async (_case, details, message) => {
    const api = mockSignedInApi();
    renderShell('/login?signuptab=yes');

    await fill(details);
    await submit();

    // Said in the browser: no code is mailed for details the server would refuse.
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.calls.filter(({ call }) => call === 'webcheckemail')).toEqual([]);
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

    expect(await screen.findByRole('alert')).toHaveTextContent('Email Already Exists');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        call: 'webcheckemail',
        fields: { email: 'grace@example.com', language: 'en' },
      }),
    );
  });
});
