import { mockApi } from '@dating/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer, refused } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

afterEach(() => jest.restoreAllMocks());

const NAME = 'Only verified members can message me or send a comment with a like';
const answer = (on: string) => ({ body: { status: 'true', verified_only: on } });

describe('Only verified members can message me', () => {
  it('starts off and saves as soon as it is switched', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webverifiedonly: ({ fields }) => answer(fields.verified_only === 'true' ? 'true' : 'false'),
    });
    renderProfileApp('/app/settings');

    const toggle = await screen.findByRole('switch', { name: NAME });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);

    expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(calls.find(({ fields }) => fields.verified_only !== undefined)?.fields).toMatchObject({
        verified_only: 'true',
      }),
    );
  });

  it('switches back and says why when the server refuses', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webverifiedonly: ({ fields }) =>
        fields.verified_only === undefined ? answer('false') : refused('Invalid access', 403),
    });
    renderProfileApp('/app/settings');

    const toggle = await screen.findByRole('switch', { name: NAME });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);

    expect(await screen.findByText('Invalid access')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
