import { mockApi, renderRemote, type MockAnswer } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import {
  auditEntry,
  BEA,
  moderationCase,
  NOW_SECONDS,
  queueItem,
  report,
} from '../../testing/moderationFixture';

afterEach(() => jest.restoreAllMocks());

const CASE: MockAnswer = { body: { status: 'true', result: moderationCase() } };

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function openCase(answers: Parameters<typeof mockApi>[0] = {}) {
  const recorded = mockApi({ moderationcase: CASE, ...answers });
  renderRemote(App, { path: '/app/case/12' });
  await screen.findByRole('heading', { name: 'Case of Bea' });
  return recorded;
}

describe('CasePage', () => {
  it('shows the open report with its reason, details, reporter and only the attached messages', async () => {
    const { calls } = await openCase();

    expect(calls[0]).toMatchObject({ call: 'moderationcase', fields: { member_id: 12 } });
    const open = section('Open reports');
    const [report] = within(open).getAllByTestId('moderation-report');
    expect(report).toHaveTextContent('Harassment or hate');
    expect(report).toHaveTextContent('Insults after I said no.');
    expect(within(report as HTMLElement).getByRole('link', { name: 'Ann' })).toBeInTheDocument();
    const messages = within(report as HTMLElement).getAllByRole('listitem');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringContaining('You are worthless'),
      expect.stringContaining('Answer me now'),
    ]);
    expect(messages[0]).toHaveTextContent('Bea wrote');
    expect(messages[0]).toHaveTextContent('25 Nov 2026');
    expect(messages[0]).not.toHaveTextContent('2026-11-25');
  });

  it('names the scam check as the reporter of its own reports, with its evidence', async () => {
    const evidence =
      'Scam check: 3 members in 24 h; kinds: telegram.\n– add me on telegram @bea_99';
    await openCase({
      moderationcase: {
        body: {
          status: 'true',
          result: moderationCase({
            reports: [report({ reporter: null, reason: 'spam', details: evidence })],
          }),
        },
      },
    });

    const [filed] = within(section('Open reports')).getAllByTestId('moderation-report');
    expect(filed).toHaveTextContent('The scam check');
    expect(filed).toHaveTextContent('add me on telegram @bea_99');
    expect(within(filed as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the photos large, the profile, the earlier reports and the actions taken', async () => {
    await openCase();

    expect(within(section('Photos')).getByRole('img', { name: 'Photo 2 of Bea' })).toHaveAttribute(
      'src',
      '/uploads/bea-2.jpg',
    );
    const profile = section('Profile');
    expect(profile).toHaveTextContent('bea@example.com');
    expect(profile).toHaveTextContent('Lyon, France');
    expect(profile).toHaveTextContent(moderationCase().bio);
    const earlier = within(section('Earlier reports')).getAllByTestId('moderation-report');
    expect(earlier).toHaveLength(1);
    expect(earlier[0]).toHaveTextContent('Spam or scam');
    expect(earlier[0]).toHaveTextContent('No messages attached.');
    const history = section('Actions taken');
    expect(history).toHaveTextContent('Warn');
    expect(history).toHaveTextContent('First warning for insults');
    expect(history).toHaveTextContent('Mo');
  });

  it('keeps a long e-mail to its column, the whole address in its tooltip', async () => {
    const email = 'beatrice.a.very.long.address.for.a.column@subdomain.example.com';
    await openCase({
      moderationcase: { body: { status: 'true', result: moderationCase({ email }) } },
    });

    const value = within(section('Profile')).getByText(email);
    expect(value).toHaveAttribute('title', email);
    expect(value).toHaveClass('moderation__fact-value--cut');
  });

  it('says when several reports have hidden the member from new people, and not otherwise', async () => {
    await openCase({
      moderationcase: {
        body: { status: 'true', result: moderationCase({ restricted_at: 1_790_000_000 }) },
      },
    });
    expect(await screen.findByText(/^Hidden from new people since /)).toHaveTextContent(
      'several members reported them. Any action lifts it.',
    );
  });

  it('shows no restriction on a member whose reports hide nothing', async () => {
    await openCase({
      moderationcase: { body: { status: 'true', result: moderationCase({ restricted_at: null }) } },
    });
    await screen.findByText('Profile');
    expect(screen.queryByText(/Hidden from new people/)).toBeNull();
  });

  it('suspends for the days given with a note, then reads the case again', async () => {
    const until = NOW_SECONDS + 3 * 86400;
    let suspended = false;
    const { calls } = await openCase({
      moderationcase: () => ({
        body: {
          status: 'true',
          result: suspended
            ? moderationCase({ standing: 'suspended', suspended_until: until, reports: [] })
            : moderationCase(),
        },
      }),
      moderationaction: () => {
        suspended = true;
        return {
          body: {
            status: 'true',
            entry: auditEntry({ id: 91, action: 'suspend', days: 3, until, note: 'Insults' }),
          },
        };
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Bea' });
    await user.type(within(dialog).getByLabelText('Days'), '3');
    await user.type(within(dialog).getByLabelText('Note'), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Bea is suspended until');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find(({ call }) => call === 'moderationaction')?.fields).toEqual({
      language: 'en',
      member_id: BEA.user_id,
      action: 'suspend',
      note: 'Insults',
      days: 3,
      reason: 'harassment',
    });
    expect(await screen.findByText(/^Suspended until/)).toBeInTheDocument();
    expect(within(section('Open reports')).getByText('No open reports.')).toBeInTheDocument();
  });

  it('asks for a note and for valid days before sending anything', async () => {
    const { calls } = await openCase();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Bea' });
    await user.type(within(dialog).getByLabelText('Days'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(within(dialog).getByLabelText('Days')).toHaveAccessibleDescription(
      expect.stringContaining('Give a number of days from 1 to 365.'),
    );
    expect(within(dialog).getByLabelText('Note')).toHaveAccessibleDescription(
      expect.stringContaining('Write a note: it is kept in the audit log.'),
    );
    expect(calls.map(({ call }) => call)).not.toContain('moderationaction');
  });

  it('offers the report reasons with the open reports’ first, and sends the one chosen', async () => {
    const { calls } = await openCase({
      moderationaction: {
        body: { status: 'true', entry: auditEntry({ id: 94, action: 'warn', note: 'Spam' }) },
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Warn' }));
    const dialog = screen.getByRole('dialog', { name: 'Warn Bea' });
    const picker = within(dialog).getByRole('combobox', { name: 'Reason told to the member' });
    expect(picker).toHaveDisplayValue('Harassment or hate');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Fake profile',
      'Inappropriate photos',
      'Harassment or hate',
      'Spam or scam',
      'Underage',
      'Offline behaviour',
      'Other',
    ]);
    await user.selectOptions(picker, 'Spam or scam');
    await user.type(within(dialog).getByLabelText('Note'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Bea was warned.');
    expect(calls.find(({ call }) => call === 'moderationaction')?.fields).toMatchObject({
      action: 'warn',
      reason: 'spam',
      note: 'Spam',
    });
  });

  it('asks for a reason when no open report suggests one, before sending anything', async () => {
    const { calls } = await openCase({
      moderationcase: {
        body: { status: 'true', result: moderationCase({ reports: [], suggested_reason: null }) },
      },
      moderationaction: {
        body: { status: 'true', entry: auditEntry({ id: 95, action: 'ban', note: 'Scam' }) },
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban Bea' });
    const picker = within(dialog).getByRole('combobox', { name: 'Reason told to the member' });
    expect(picker).toHaveDisplayValue('Choose a reason');
    await user.type(within(dialog).getByLabelText('Note'), 'Scam');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining('Choose the reason the member will be told.'),
    );
    expect(calls.map(({ call }) => call)).not.toContain('moderationaction');

    await user.selectOptions(picker, 'Fake profile');
    expect(within(picker).queryByRole('option', { name: 'Choose a reason' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bea is banned.');
    expect(calls.find(({ call }) => call === 'moderationaction')?.fields).toMatchObject({
      action: 'ban',
      reason: 'fake_profile',
    });
  });

  it('asks no reason to dismiss', async () => {
    await openCase();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss the reports about Bea' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('greys the actions the server does not allow on this member, and says why', async () => {
    await openCase({
      moderationcase: {
        body: { status: 'true', result: moderationCase({ allowed_actions: [] }) },
      },
    });

    for (const name of ['Dismiss', 'Warn', 'Suspend', 'Ban', 'Remove photo 1']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Lift ban' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You cannot act on this account: it is yours, a moderator’s or an admin’s.'),
    ).toBeInTheDocument();
  });

  it('offers an admin to lift a ban, with a note and no reason', async () => {
    const { calls } = await openCase({
      moderationcase: {
        body: {
          status: 'true',
          result: moderationCase({
            standing: 'banned',
            allowed_actions: ['dismiss', 'warn', 'suspend', 'ban', 'remove_photo', 'unban'],
          }),
        },
      },
      moderationaction: {
        body: { status: 'true', entry: auditEntry({ id: 96, action: 'unban', note: 'Appeal' }) },
      },
    });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Lift suspension' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift ban' }));
    const dialog = screen.getByRole('dialog', { name: 'Lift the ban of Bea' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note'), 'Appeal');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The ban of Bea was lifted.');
    expect(calls.find(({ call }) => call === 'moderationaction')?.fields).toEqual({
      language: 'en',
      member_id: BEA.user_id,
      action: 'unban',
      note: 'Appeal',
    });
  });

  it('removes one photo, naming it', async () => {
    const { calls } = await openCase({
      moderationaction: {
        body: {
          status: 'true',
          entry: auditEntry({ id: 92, action: 'remove_photo', photo_id: 8, note: 'Nudity' }),
        },
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove a photo of Bea' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of Bea' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note'), 'Nudity');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The photo was removed.');
    expect(calls.find(({ call }) => call === 'moderationaction')?.fields).toMatchObject({
      action: 'remove_photo',
      photo_id: 8,
      note: 'Nudity',
    });
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    await openCase({
      moderationaction: {
        status: 400,
        body: { status: 'false', message: 'This member is already banned.' },
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban Bea' });
    await user.type(within(dialog).getByLabelText('Note'), 'Scam links');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This member is already banned.',
    );
  });

  it('reads the queue again after an action', async () => {
    let queueReads = 0;
    await openCase({
      moderationqueue: () => {
        queueReads += 1;
        return { body: { status: 'true', items: [queueItem()], total: 1 } };
      },
      moderationaction: {
        body: { status: 'true', entry: auditEntry({ id: 93, action: 'dismiss', note: 'Ok' }) },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Reports' }));
    await screen.findByRole('link', { name: 'Open the case of Bea' });
    await user.click(screen.getByRole('link', { name: 'Open the case of Bea' }));
    await screen.findByRole('heading', { name: 'Case of Bea' });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss the reports about Bea' });
    await user.type(within(dialog).getByLabelText('Note'), 'Ok');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('link', { name: 'Back to the reports' }));

    await screen.findByRole('link', { name: 'Open the case of Bea' });
    expect(queueReads).toBe(2);
  });
});
