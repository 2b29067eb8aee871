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
