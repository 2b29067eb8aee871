import { MESSAGES } from '@dating/contract/messages';
import { mockApi, renderRemote } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { ANN, auditEntry, BEA, pendingVerification } from '../../testing/moderationFixture';

afterEach(() => jest.restoreAllMocks());

const PAGE = '/app/verifications';
const listOf = (items = [pendingVerification()]) => ({
  body: { status: 'true', items, total: items.length },
});

describe('VerificationsPage', () => {
  it('is a section of the console, showing each selfie beside the member’s photos, the poses asked and why it waits', async () => {
    const { calls } = mockApi({
      moderationqueue: { body: { status: 'true', items: [], total: 0 } },
      moderationverifications: listOf([
        pendingVerification(),
        pendingVerification({
          member: ANN,
          similarity: null,
          photos: [],
          review_reason: MESSAGES.reviewSameFaceAsVerified,
        }),
      ]),
    });
    renderRemote(App, { path: '/app' });
    const sections = await screen.findByRole('navigation', { name: 'Moderation sections' });

    await userEvent.click(within(sections).getByRole('link', { name: 'Verifications' }));

    const bea = await screen.findByRole('listitem', { name: 'Bea' });
    expect(within(bea).getByRole('img', { name: 'Selfie of Bea' })).toHaveAttribute(
      'src',
      '/uploads/0a1b2c.jpg',
    );
    expect(within(bea).getByRole('img', { name: 'Photo 1 of Bea' })).toBeInTheDocument();
    expect(within(bea).getByRole('img', { name: 'Photo 2 of Bea' })).toBeInTheDocument();
    expect(bea).toHaveTextContent('Head turned to their right → Mouth wide open');
    expect(bea).not.toHaveTextContent('Why it waits');
    expect(bea).toHaveTextContent('50 %');
    expect(bea).toHaveTextContent('sent 3 hours ago');
    const ann = screen.getByRole('listitem', { name: 'Ann' });
    expect(ann).toHaveTextContent('Not compared');
    expect(ann).toHaveTextContent(
      'Why it waitsThis face matches the verified face of another member.',
    );
    expect(ann).toHaveTextContent('No photos');
    expect(calls.find(({ call }) => call === 'moderationverifications')?.fields).toMatchObject({
      limit: 20,
      offset: 0,
    });
  });

  it('approves a selfie with a note, then the list is read again', async () => {
    let decided = false;
    const { calls } = mockApi({
      moderationverifications: () => listOf(decided ? [] : [pendingVerification()]),
      moderationverificationdecision: () => {
        decided = true;
        return {
          body: { status: 'true', entry: auditEntry({ action: 'approve_selfie', note: 'Same' }) },
        };
      },
    });
    renderRemote(App, { path: PAGE });
    const user = userEvent.setup();
    const bea = await screen.findByRole('listitem', { name: 'Bea' });

    await user.click(within(bea).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the selfie of Bea' });
    await user.type(within(dialog).getByLabelText('Note'), 'Same face, pose copied');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'No selfies waiting' })).toBeInTheDocument();
    expect(screen.getByText('Bea is verified.')).toHaveAttribute('role', 'status');
    expect(calls.find(({ call }) => call === 'moderationverificationdecision')?.fields).toEqual({
      language: 'en',
      member_id: BEA.user_id,
      decision: 'approve',
      note: 'Same face, pose copied',
    });
  });

  it('refuses only with a note, which the member reads as the reason', async () => {
    const { calls } = mockApi({
      moderationverifications: listOf(),
      moderationverificationdecision: {
        status: 404,
        body: { status: 'false', message: MESSAGES.verificationNotPending },
      },
    });
    renderRemote(App, { path: PAGE });
    const user = userEvent.setup();
    const bea = await screen.findByRole('listitem', { name: 'Bea' });

    await user.click(within(bea).getByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse the selfie of Bea' });
    expect(within(dialog).getByLabelText('Note')).toHaveAccessibleDescription(
      expect.stringContaining('The member reads this note as the reason'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(calls.map(({ call }) => call)).not.toContain('moderationverificationdecision');

    await user.type(within(dialog).getByLabelText('Note'), 'Your hand hides your face');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.verificationNotPending,
    );
    expect(
      calls.find(({ call }) => call === 'moderationverificationdecision')?.fields,
    ).toMatchObject({ decision: 'refuse', note: 'Your hand hides your face' });
  });

  it('says when no selfie is waiting', async () => {
    mockApi({ moderationverifications: listOf([]) });
    renderRemote(App, { path: PAGE });
    expect(await screen.findByRole('heading', { name: 'No selfies waiting' })).toBeInTheDocument();
  });

  it('tells a member without the role that the console is for moderators', async () => {
    mockApi({
      moderationverifications: { status: 403, body: { status: 'false', message: 'Forbidden' } },
    });
    renderRemote(App, { path: PAGE });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only moderators can use the moderation console.',
    );
  });
});
