import { eventBus } from '@dating/web';
import { MESSAGES } from '@dating/contract/messages';
import { mockApi, TEST_SESSION } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  A_PREMIUM_PROFILE,
  aProfile,
  OK,
  profileAnswer,
  refused,
} from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

const ADMIN_DATA = {
  body: {
    status: 'true',
    result: {
      peoplefor: [
        { id: 1, name: 'Chat', icon: '/static/purposes/chat.svg' },
        { id: 2, name: 'Date', icon: '/static/purposes/date.svg' },
      ],
      interests: [],
      admin_enable_ads: 'false',
      max_age: 80,
      max_distance: 500,
      ios_url: '',
      android_url: '',
      social_login: null,
    },
  },
};

function listen(event: 'premium:open' | 'session:logout' | 'session:expired') {
  const heard = jest.fn();
  eventBus.on(event, heard);
  return heard;
}

async function changePassword(oldPassword: string, newPassword: string, retyped: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  const fields = {
    'Old password': oldPassword,
    'New password': newPassword,
    'Re-type password': retyped,
  };
  for (const [label, value] of Object.entries(fields)) {
    // An empty value stays empty: userEvent.type cannot type nothing.
    if (value) await userEvent.type(within(dialog).getByLabelText(label), value);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
});

describe('SettingsPage', () => {
  it("raises the premium popup instead of a free member's privacy toggle", async () => {
    mockApi({ webprofile: profileAnswer(aProfile()), admindatas: ADMIN_DATA });
    const opened = listen('premium:open');
    renderProfileApp('/app/settings');

    for (const name of [
      "Don't show my age",
      'Make my location invisible',
      'Make me invisible',
      'Hide ads',
    ]) {
      const toggle = await screen.findByRole('switch', { name: new RegExp(name) });
      await userEvent.click(toggle);
      expect(toggle).not.toBeChecked();
    }
    expect(opened).toHaveBeenCalledTimes(4);
    // The popup starts at the benefit reached for.
    expect(opened).toHaveBeenCalledWith({ source: 'settings-invisible', benefit: 'control' });
    expect(opened).toHaveBeenCalledWith({ source: 'settings-hide_ads', benefit: 'ads' });
  });

  it('lets a free member turn the other toggles and saves every flag and the purpose', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatas: ADMIN_DATA,
      websetprofile: OK,
    });
    renderProfileApp('/app/settings');

    await userEvent.click(await screen.findByRole('switch', { name: 'Like notification' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Feed job' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved');
    expect(screen.getByRole('button', { name: 'Date' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find(({ call }) => call === 'websetprofile')?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      like_notification: 'false',
      feed_job: 'false',
      message_notification: 'true',
      invisible: 'false',
      people_for: '2',
    });
  });

  it('lets a premium member turn the privacy toggles', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(A_PREMIUM_PROFILE),
      admindatas: ADMIN_DATA,
      websetprofile: OK,
    });
    const opened = listen('premium:open');
    renderProfileApp('/app/settings');

    const hideAge = await screen.findByRole('switch', { name: /Don't show my age/ });
    const invisible = screen.getByRole('switch', { name: /Make me invisible/ });
    expect(hideAge).not.toBeChecked();
    await userEvent.click(hideAge);
    await userEvent.click(invisible);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(hideAge).toBeChecked();
    expect(invisible).toBeChecked();
    expect(opened).not.toHaveBeenCalled();
    // show_age says whether the age is shown: hiding it sends 'false'.
    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetprofile')?.fields).toMatchObject({
        show_age: 'false',
        invisible: 'true',
      }),
    );
  });

  it.each([
    ['secret1', 'secret1', 'secret1', MESSAGES.newSameAsOld],
    ['secret1', 'secret2', 'secret3', MESSAGES.newDiffersFromRetype],
    ['secret1', '', '', MESSAGES.fillTheDetails],
    ['secret1', 'password1', 'password1', MESSAGES.weakPassword],
    ['secret1', 'aaaaaa', 'aaaaaa', MESSAGES.weakPassword],
    ['secret1', 'SMITH#1959zz', 'SMITH#1959zz', MESSAGES.passwordHasName],
  ])(
    'refuses the password change %s -> %s / %s',
    async (oldPassword, newPassword, retyped, expected) => {
      const { calls } = mockApi({ webprofile: profileAnswer(aProfile()), admindatas: ADMIN_DATA });
      renderProfileApp('/app/settings');

      const dialog = await changePassword(oldPassword, newPassword, retyped);

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected);
      expect(calls.map(({ call }) => call)).not.toContain('webchangepassword');
    },
    // The first case loads the strength checker's dictionaries and renders the whole, now longer,
    // Settings page: well over jest's 5 s on a loaded two-core machine.
    20_000,
  );

  it('changes the password, then closes the modal and clears its fields', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatas: ADMIN_DATA,
      webchangepassword: OK,
    });
    renderProfileApp('/app/settings');

    await changePassword('secret1', 'quiet lamp 58', 'quiet lamp 58');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find(({ call }) => call === 'webchangepassword')?.fields).toMatchObject({
      old_password: 'secret1',
      new_password: 'quiet lamp 58',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });

  it("shows the server's answer when the old password is wrong", async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatas: ADMIN_DATA,
      webchangepassword: refused('Old password is incorrect'),
    });
    renderProfileApp('/app/settings');

    const dialog = await changePassword('wrong1', 'quiet lamp 58', 'quiet lamp 58');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Old password is incorrect');
  });

  it('asks before logging out and leaves it to the shell', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()), admindatas: ADMIN_DATA });
    const loggedOut = listen('session:logout');
    renderProfileApp('/app/settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(loggedOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('Deactivate account after "Are you sure?" calls webdeleteaccount and ends the session', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatas: ADMIN_DATA,
      webdeleteaccount: OK,
    });
    const expired = listen('session:expired');
    renderProfileApp('/app/settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(calls.find((made) => made.call === 'webdeleteaccount')?.fields.user_id).toBe(
      String(TEST_SESSION.memberId),
    );
  });

  it('Delete account says what is erased and what stays before anything is deleted', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()), admindatas: ADMIN_DATA });
    renderProfileApp('/app/settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    for (const erased of [
      'your profile, photos and settings',
      'your likes, super likes, matches, visits, feed, reports and blocks',
      'the premium days, boosts and super likes you have left',
      'your sessions: you are signed out everywhere',
    ]) {
      expect(within(dialog).getByText(erased)).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/matches keep the conversation/)).toBeInTheDocument();
    expect(within(dialog).getByText(/deactivate your account/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((made) => made.call === 'webremoveaccount')).toBe(false);
  });

  it('Delete account sends the password and ends the session; a wrong one keeps it', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatas: ADMIN_DATA,
      webremoveaccount: refused(MESSAGES.wrongPassword),
    });
    const expired = listen('session:expired');
    renderProfileApp('/app/settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillTheDetails);
    expect(calls.some((made) => made.call === 'webremoveaccount')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Your password'), 'not-mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.wrongPassword);
    expect(expired).not.toHaveBeenCalled();

    const retry = mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatas: ADMIN_DATA,
      webremoveaccount: OK,
    });
    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'mine-for-sure');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(retry.calls.find((made) => made.call === 'webremoveaccount')?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      password: 'mine-for-sure',
    });
  });

  it('keeps the session and shows why when the server refuses to deactivate', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      admindatas: ADMIN_DATA,
      webdeleteaccount: refused('Invalid access', 403),
    });
    const expired = listen('session:expired');
    renderProfileApp('/app/settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidAccess);
    expect(expired).not.toHaveBeenCalled();
  });

  it('opens the premium popup from Join Premium', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()), admindatas: ADMIN_DATA });
    const opened = listen('premium:open');
    renderProfileApp('/app/settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Join Premium' }));

    expect(opened).toHaveBeenCalledWith({ source: 'settings' });
  });

  it('offers no premium to a premium member', async () => {
    mockApi({ webprofile: profileAnswer(A_PREMIUM_PROFILE), admindatas: ADMIN_DATA });
    renderProfileApp('/app/settings');

    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await screen.findByRole('switch', { name: /Hide ads/ });
    expect(screen.queryByRole('button', { name: 'Join Premium' })).not.toBeInTheDocument();
  });
});
