import { mockApi } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

/** Opens /app/Profile and returns its "How others see you" section. */
async function openPreview() {
  renderProfileApp('/app/Profile');
  return screen.findByRole('region', { name: 'How others see you' });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ProfilePage: how others see you', () => {
  it('shows every photo, main first, the bio and the prompt answers', async () => {
    mockApi({
      webprofile: profileAnswer(
        aProfile({
          images: '/uploads/main.jpg',
          imagess: ['/uploads/main.jpg', '/uploads/beach.jpg', '/uploads/hike.jpg'],
          bio: 'Coffee first, then mountains.',
          prompts: [
            { prompt_id: 1, prompt: 'A perfect Sunday…', answer: 'Market, then a long lunch' },
            { prompt_id: 2, prompt: 'My most irrational fear…', answer: 'Geese' },
          ],
        }),
      ),
    });
    const preview = await openPreview();

    const gallery = within(preview).getByRole('list', { name: 'Your photos' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/uploads/main.jpg',
      '/uploads/beach.jpg',
      '/uploads/hike.jpg',
    ]);
    expect(within(gallery).getByRole('img', { name: 'Your photo 1 of 3' })).toBeInTheDocument();
    expect(within(preview).getByText('Coffee first, then mountains.')).toBeInTheDocument();
    const prompts = within(preview).getByRole('list', { name: 'Prompts' });
    expect(within(prompts).getByText('A perfect Sunday…')).toBeInTheDocument();
    expect(within(prompts).getByText('Market, then a long lunch')).toBeInTheDocument();
    expect(within(prompts).getByText('Geese')).toBeInTheDocument();
    // The member's own answers: nothing to like in their own preview.
    expect(within(prompts).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides a field only matches see, shows one everyone sees, and says why', async () => {
    mockApi({
      webprofile: profileAnswer(
        aProfile({
          height: 172,
          family_plans: 'want_children',
          field_privacy: {
            ...aProfile().field_privacy,
            height: 'everyone',
            languages: 'everyone',
            family_plans: 'matches',
          },
        }),
      ),
    });
    const preview = await openPreview();

    expect(within(preview).getByText('Height')).toBeInTheDocument();
    expect(within(preview).queryByText('Family plans')).not.toBeInTheDocument();
    expect(within(preview).queryByText('Want children')).not.toBeInTheDocument();
    expect(
      within(preview).getByText('Fields only your matches see, or only you, are not shown.'),
    ).toBeInTheDocument();
  });

  it('says nothing of hidden fields when every field is shown to everyone', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile({ height: 172, family_plans: 'want_children' })),
    });
    const preview = await openPreview();

    expect(within(preview).getByText('Family plans')).toBeInTheDocument();
    expect(within(preview).queryByText(/are not shown/)).not.toBeInTheDocument();
  });

  it('leaves the hidden age and location out, as other members do not get them', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile({ show_age: 'false', show_location: 'false' })),
    });
    const preview = await openPreview();

    expect(within(preview).getByRole('heading', { name: 'Anna Smith' })).toBeInTheDocument();
    expect(within(preview).queryByText('Lives in')).not.toBeInTheDocument();
  });

  it('links to Edit profile and to the photo editor', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()) });
    const preview = await openPreview();

    expect(within(preview).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/app/Profile/EditProfile',
    );
    expect(within(preview).getByRole('link', { name: 'Edit photos' })).toHaveAttribute(
      'href',
      '/app/Profile/ProfilePhotoEdit',
    );
  });
});
