import { mockApi } from '@dating/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer, refused } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

afterEach(() => jest.restoreAllMocks());

const answer = (on: string) => ({ body: { status: 'true', read_receipts: on } });

describe('Send read receipts', () => {
  it('shows the setting and saves it as soon as it is switched', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webreadreceipts: ({ fields }) => answer(fields.read_receipts === 'false' ? 'false' : 'true'),
    });
    renderProfileApp('/app/settings');

    const toggle = await screen.findByRole('switch', { name: 'Send read receipts' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);

    expect(toggle).not.toBeChecked();
    await waitFor(() =>
      expect(calls.find(({ fields }) => fields.read_receipts !== undefined)?.fields).toMatchObject({
        read_receipts: 'false',
      }),
    );
  });

  it('switches back and says why when the server refuses', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webreadreceipts: ({ fields }) =>
        fields.read_receipts === undefined ? answer('true') : refused('Invalid access', 403),
    });
    renderProfileApp('/app/settings');

    const toggle = await screen.findByRole('switch', { name: 'Send read receipts' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);

    expect(await screen.findByText('Invalid access')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
