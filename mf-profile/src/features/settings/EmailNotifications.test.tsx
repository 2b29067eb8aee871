import { mockApi, TEST_SESSION } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

afterEach(() => jest.restoreAllMocks());

const emailSettings = (matches: 'true' | 'false', messages: 'true' | 'false') => ({
  body: { status: 'true', email_matches: matches, email_messages: messages },
});

describe('Settings, E-mails', () => {
  it('shows each digest switch as stored and saves one as it is switched', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webemailsettings: emailSettings('true', 'false'),
      websetemailsettings: { body: { status: 'true' } },
    });
    renderProfileApp('/app/settings');

    const group = await screen.findByRole('group', { name: 'E-mails' });
    const matches = within(group).getByRole('switch', { name: 'New matches' });
    const messages = within(group).getByRole('switch', { name: 'Unread messages' });
    await waitFor(() => expect(matches).toBeChecked());
    expect(messages).not.toBeChecked();

    await userEvent.click(matches);
    expect(matches).not.toBeChecked();
    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetemailsettings')?.fields).toMatchObject({
        user_id: String(TEST_SESSION.memberId),
        email_matches: 'false',
      }),
    );
    expect(calls.find(({ call }) => call === 'websetemailsettings')?.fields).not.toHaveProperty(
      'email_messages',
    );
  });

  it('puts a switch back and says why when the server refuses', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webemailsettings: emailSettings('true', 'true'),
      websetemailsettings: {
        status: 429,
        body: { status: 'false', message: 'Too many changes, try again in a minute' },
      },
    });
    renderProfileApp('/app/settings');

    const group = await screen.findByRole('group', { name: 'E-mails' });
    const messages = within(group).getByRole('switch', { name: 'Unread messages' });
    await waitFor(() => expect(messages).toBeChecked());
    await userEvent.click(messages);
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Too many changes, try again in a minute',
    );
    expect(messages).toBeChecked();
  });
});
