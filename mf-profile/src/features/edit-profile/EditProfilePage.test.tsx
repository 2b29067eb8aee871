import { LIMITS } from '@dating/contract';
import { MESSAGES } from '@dating/contract/messages';
import { mockApi } from '@dating/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordProfileChanges } from '../../testing/recordProfileChanges';
import { aProfile, OK, profileAnswer, refused } from '../../testing/profileFixture';
import { NOT_FOUND_TEXT, renderProfileApp } from '../../testing/renderProfileApp';

// A saved change is announced to the shell's sidebar, never a refused one.
const profileChanges = recordProfileChanges();
afterEach(() => jest.restoreAllMocks());

describe('EditProfilePage', () => {
  it('shows the e-mail and age read-only', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/EditProfile');

    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveValue('29');
  });

  it('blocks keystrokes other than letters and spaces in the name', async () => {
    mockApi({ webprofile: profileAnswer(aProfile({ user_name: '' })) });
    renderProfileApp('/app/Profile/EditProfile');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Jo3 Ann!');

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jo Ann');
  });

  it('refuses a name shorter than 3 letters without calling the server', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/EditProfile');
    const name = await screen.findByRole('textbox', { name: 'Name' });

    await userEvent.clear(name);
    await userEvent.type(name, 'Al');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.nameRule);
    expect(calls.map(({ call }) => call)).not.toContain('websetprofile');
  });

  it('counts the bio against its 60 characters and keeps a longer one whole, marked', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/EditProfile');
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveAccessibleDescription(`${aProfile().bio.length} of 60 characters`);

    const pasted = 'x'.repeat(LIMITS.profileTextMax + 5);
    fireEvent.change(bio, { target: { value: pasted } });

    expect(bio).toHaveValue(pasted);
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('65/60')).toBeInTheDocument();
    expect(bio).toHaveAccessibleDescription(`65 of 60 characters ${MESSAGES.textTooLong}`);
  });

  it('refuses a job, company or school over 60 characters without calling the server', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/EditProfile');
    const school = await screen.findByRole('textbox', { name: 'School' });

    fireEvent.change(school, { target: { value: 'S'.repeat(LIMITS.profileTextMax + 1) } });
    expect(school).toHaveAttribute('aria-invalid', 'true');
    expect(school).toHaveAccessibleDescription(MESSAGES.textTooLong);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.textTooLong);
    expect(calls.map(({ call }) => call)).not.toContain('websetprofile');
  });

  it('saves the edited fields and says so', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()), websetprofile: OK });
    renderProfileApp('/app/Profile/EditProfile');
    const job = await screen.findByRole('textbox', { name: 'Job' });

    await userEvent.clear(job);
    await userEvent.type(job, 'Pilot');
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(calls.find(({ call }) => call === 'websetprofile')?.fields).toMatchObject({
      user_name: 'Anna Smith',
      job: 'Pilot',
      gender: 'other',
      bio: aProfile().bio,
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(profileChanges).toHaveBeenCalledTimes(1);
  });

  it('saves each field of the list with who may see it', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()), websetprofile: OK });
    renderProfileApp('/app/Profile/EditProfile');

    await userEvent.type(await screen.findByRole('spinbutton', { name: 'Height' }), '178');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Who sees my Height' }),
      'My matches only',
    );
    const languages = screen.getByRole('group', { name: 'Languages I speak' });
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'French' }));
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Arabic' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Family plans' }),
      'Open to children',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Who sees my Family plans' }),
      'Only me',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(calls.find(({ call }) => call === 'websetprofile')?.fields).toMatchObject({
      height: '178',
      height_privacy: 'matches',
      languages: 'fr,ar',
      languages_privacy: 'everyone',
      family_plans: 'open_to_children',
      family_plans_privacy: 'only_me',
    });
  });

  it('refuses a height outside its limits without calling the server', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/EditProfile');
    const height = await screen.findByRole('spinbutton', { name: 'Height' });

    await userEvent.type(height, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription('In centimetres, 120 to 230 Between 120 and 230');
    expect(calls.map(({ call }) => call)).not.toContain('websetprofile');
  });

  it("shows the server's refusal", async () => {
    mockApi({ webprofile: profileAnswer(aProfile()), websetprofile: refused('Invalid format') });
    renderProfileApp('/app/Profile/EditProfile');

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid format'));
    expect(profileChanges).not.toHaveBeenCalled();
  });

  it('goes to the not-found page when the profile cannot be loaded', async () => {
    mockApi({ webprofile: refused('Something went wrong', 500) });
    renderProfileApp('/app/Profile/EditProfile');

    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
