import { type UncertainPhoto } from '@dating/contract';
import { MESSAGES } from '@dating/contract/messages';
import { mockApi, renderRemote } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { auditEntry, BEA, NOW_SECONDS } from '../../testing/moderationFixture';

afterEach(() => jest.restoreAllMocks());

const PHOTO: UncertainPhoto = {
  member: BEA,
  photo: { photo_id: 8, url: '/uploads/beach.jpg', main: false },
  explicit_score: 0.62,
  uploaded_at: NOW_SECONDS - 2 * 86400,
};
const listOf = (items: UncertainPhoto[]) => ({
  body: { status: 'true', items, total: items.length },
});

describe('PhotoReviewPage', () => {
  it('is a section of the console, showing each uncertain photo with its member and score', async () => {
    mockApi({
      moderationqueue: { body: { status: 'true', items: [], total: 0 } },
      moderationphotos: listOf([PHOTO]),
    });
    renderRemote(App, { path: '/app' });
    const sections = await screen.findByRole('navigation', { name: 'Moderation sections' });

    await userEvent.click(within(sections).getByRole('link', { name: 'Photos' }));

    const item = await screen.findByRole('listitem', { name: 'Photo of Bea' });
    expect(within(item).getByRole('img', { name: 'Photo of Bea' })).toHaveAttribute(
      'src',
      '/uploads/beach.jpg',
    );
    expect(item).toHaveTextContent('Explicit, by the detector: 62 %');
    expect(item).toHaveTextContent('uploaded 2 days ago');
  });

  it('shows what the screening found: the text, QR codes and contacts, and the banned member’s photo it copies', async () => {
    mockApi({
      moderationphotos: listOf([
        {
          ...PHOTO,
          explicit_score: 0.01,
          held_reason: MESSAGES.reviewBannedMemberPhoto,
          image_text: 'snap: @lena_92x',
          qr_payloads: ['https://t.me/lena_92x'],
          contacts: ['snap', '@lena_92x', 't.me/lena_92x'],
          matches: [
            {
              member: { user_id: 41, user_name: 'Old Bea', user_image: '' },
              photo: { photo_id: 90, url: '/uploads/old.jpg', main: true },
              banned: true,
              distance_bits: 0,
              face_similarity: null,
            },
          ],
        },
      ]),
    });
    renderRemote(App, { path: '/app/photos' });
    const item = await screen.findByRole('listitem', { name: 'Photo of Bea' });
    const evidence = within(item).getByRole('region', { name: 'What the screening found' });

    expect(evidence).toHaveTextContent(`Held because${MESSAGES.reviewBannedMemberPhoto}`);
    expect(evidence).toHaveTextContent('Text in the photosnap: @lena_92x');
    expect(evidence).toHaveTextContent('QR codeshttps://t.me/lena_92x');
    expect(evidence).toHaveTextContent('Contacts and linkssnap, @lena_92x, t.me/lena_92x');
    const match = within(evidence).getByRole('list', { name: 'Matching photos' });
    expect(within(match).getByRole('img', { name: 'Photo of Old Bea' })).toHaveAttribute(
      'src',
      '/uploads/old.jpg',
    );
    expect(within(match).getByRole('link', { name: 'Old Bea' })).toHaveAttribute(
      'href',
      '/app/case/41',
    );
    expect(match).toHaveTextContent('(banned)same picture, 0 bits of 64 apart');
  });

  it('bans, in one click with a reason and a note, the active account whose face the photo shows', async () => {
    const { calls } = mockApi({
      moderationphotos: listOf([
        {
          ...PHOTO,
          explicit_score: 0.01,
          held_reason: MESSAGES.reviewSameFaceAsAnotherMember,
          matches: [
            {
              member: { user_id: 42, user_name: 'Other Bea', user_image: '' },
              photo: { photo_id: 91, url: '/uploads/other.jpg', main: true },
              banned: false,
              distance_bits: null,
              face_similarity: 0.81,
            },
          ],
        },
      ]),
      moderationaction: { body: { status: 'true', entry: auditEntry({ action: 'ban' }) } },
    });
    renderRemote(App, { path: '/app/photos' });
    const item = await screen.findByRole('listitem', { name: 'Photo of Bea' });
    const match = within(item).getByRole('list', { name: 'Matching photos' });
    expect(match).toHaveTextContent('same face, 81 % alike');

    await userEvent.click(within(match).getByRole('button', { name: 'Ban Other Bea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Other Bea' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Same face as Bea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(item).findByRole('status')).toHaveTextContent('Other Bea is banned.');
    expect(calls.find((call) => call.call === 'moderationaction')?.fields).toMatchObject({
      member_id: 42,
      action: 'ban',
      reason: 'fake_profile',
      note: 'Same face as Bea',
    });
  });

  it('shows no evidence for a photo only the detector was unsure of', async () => {
    mockApi({ moderationphotos: listOf([PHOTO]) });
    renderRemote(App, { path: '/app/photos' });
    const item = await screen.findByRole('listitem', { name: 'Photo of Bea' });
    expect(within(item).queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps a photo with a note, then the list is read again', async () => {
    let decided = false;
    const { calls } = mockApi({
      moderationphotos: () => listOf(decided ? [] : [PHOTO]),
      moderationphotodecision: () => {
        decided = true;
        return {
          body: { status: 'true', entry: auditEntry({ action: 'keep_photo', photo_id: 8 }) },
        };
      },
    });
    renderRemote(App, { path: '/app/photos' });
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'Photo of Bea' });

    await user.click(within(item).getByRole('button', { name: 'Keep' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep the photo of Bea' });
    await user.type(within(dialog).getByLabelText('Note'), 'A swimsuit on a beach');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'No photos waiting' })).toBeInTheDocument();
    expect(screen.getByText('The photo of Bea was kept.')).toHaveAttribute('role', 'status');
    expect(calls.find(({ call }) => call === 'moderationphotodecision')?.fields).toMatchObject({
      photo_id: 8,
      decision: 'keep',
      note: 'A swimsuit on a beach',
    });
  });

  it('shows the server’s refusal in the dialog', async () => {
    mockApi({
      moderationphotos: listOf([PHOTO]),
      moderationphotodecision: {
        status: 404,
        body: { status: 'false', message: MESSAGES.photoNotUncertain },
      },
    });
    renderRemote(App, { path: '/app/photos' });
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'Photo of Bea' });

    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the photo of Bea' });
    await user.type(within(dialog).getByLabelText('Note'), 'Too explicit');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.photoNotUncertain);
  });
});
