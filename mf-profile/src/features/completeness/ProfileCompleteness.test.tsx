import { mockApi } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

afterEach(() => jest.restoreAllMocks());

const A_PROMPT = [{ prompt_id: 1, prompt: 'My perfect Sunday', answer: 'Markets' }];

async function meter() {
  const section = await screen.findByRole('region', { name: 'Profile completeness' });
  return { section, meter: within(section).getByRole('meter', { name: 'Profile completeness' }) };
}

describe('ProfileCompleteness', () => {
  it('asks for a third photo first, and counts what is there', async () => {
    // Two photos, texts filled in, no prompt, no new field, not verified: 6 of 12.
    mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/EditProfile');

    const { section, meter: bar } = await meter();
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50% complete');
    expect(section).toHaveTextContent('Next: Add a third photo');
  });

  it('then a prompt, then each empty field in the list’s order, then the selfie', async () => {
    const photos = ['/uploads/1.jpg', '/uploads/2.jpg', '/uploads/3.jpg'];
    mockApi({ webprofile: profileAnswer(aProfile({ imagess: photos })) });
    const first = renderProfileApp('/app/Profile/EditProfile');
    expect((await meter()).section).toHaveTextContent('Next: Answer a prompt');
    first.unmount();

    mockApi({ webprofile: profileAnswer(aProfile({ imagess: photos, prompts: A_PROMPT })) });
    const second = renderProfileApp('/app/Profile/EditProfile');
    expect((await meter()).section).toHaveTextContent('Next: Add your height');
    second.unmount();

    mockApi({
      webprofile: profileAnswer(
        aProfile({ imagess: photos, prompts: A_PROMPT, height: 170, languages: ['fr'] }),
      ),
    });
    const third = renderProfileApp('/app/Profile/EditProfile');
    expect((await meter()).section).toHaveTextContent('Next: Share your family plans');
    third.unmount();

    mockApi({
      webprofile: profileAnswer(
        aProfile({
          imagess: photos,
          prompts: A_PROMPT,
          height: 170,
          languages: ['fr'],
          family_plans: 'open_to_children',
        }),
      ),
    });
    const fourth = renderProfileApp('/app/Profile/EditProfile');
    const { section, meter: bar } = await meter();
    expect(section).toHaveTextContent('Next: Verify your profile with a selfie');
    expect(bar).toHaveAttribute('aria-valuenow', '92');
    fourth.unmount();
  });

  it('says the profile is complete when everything is there', async () => {
    mockApi({
      webprofile: profileAnswer(
        aProfile({
          imagess: ['/uploads/1.jpg', '/uploads/2.jpg', '/uploads/3.jpg'],
          prompts: A_PROMPT,
          height: 181,
          languages: ['en', 'ar'],
          family_plans: 'prefer_not_to_say',
          verified: 'true',
        }),
      ),
    });
    renderProfileApp('/app/Profile/EditProfile');

    const { section, meter: bar } = await meter();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(section).toHaveTextContent('Your profile is complete');
  });
});
