import { mockApi, TEST_SESSION } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

const BLOCKED_AT = Date.UTC(2026, 10, 20, 12) / 1000;

const blockedList = (...names: string[]) => ({
  body: {
    status: 'true',
    members: names.map((name, index) => ({
      user_id: 70 + index,
      user_name: name,
      user_image: index === 0 ? '/uploads/sam.jpg' : '',
      blocked_at: BLOCKED_AT,
    })),
  },
});

afterEach(() => jest.restoreAllMocks());

describe('Settings, Blocked members', () => {
  it('lists whom the member blocks and unblocks one after Yes, at once', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webblockedmembers: blockedList('Sam', 'Alex'),
      websetblock: { body: { status: 'true', blocked_by_me: 'false' } },
    });
    renderProfileApp('/app/settings');

    const section = await screen.findByRole('region', { name: 'Blocked members' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sam'),
      expect.stringContaining('Alex'),
    ]);
    expect(rows[0]).toHaveTextContent('Blocked on 20 November 2026');

    await userEvent.click(within(section).getByRole('button', { name: 'Unblock Sam' }));
    // The name is isolated in <bdi>, which the accessible name spaces apart.
    const question = screen.getByRole('dialog', {
      name: /^Unblock Sam\s?\? You will be able to see each other again\.$/,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(calls.some(({ call }) => call === 'websetblock')).toBe(false);

    await userEvent.click(within(section).getByRole('button', { name: 'Unblock Sam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Unblock Sam' })).toBeNull(),
    );
    expect(within(section).getByRole('button', { name: 'Unblock Alex' })).toBeInTheDocument();
    expect(calls.find(({ call }) => call === 'websetblock')?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      block_user_id: '70',
      block: 'false',
    });
  });

  it('brings a member back when the unblock is refused, with the reason', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webblockedmembers: blockedList('Sam'),
      websetblock: {
        status: 404,
        body: { status: 'false', message: 'This account has been deleted' },
      },
    });
    renderProfileApp('/app/settings');

    const section = await screen.findByRole('region', { name: 'Blocked members' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Unblock Sam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This account has been deleted',
    );
    expect(within(section).getByRole('button', { name: 'Unblock Sam' })).toBeInTheDocument();
  });

  it('says so when nobody is blocked', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()), webblockedmembers: blockedList() });
    renderProfileApp('/app/settings');
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
