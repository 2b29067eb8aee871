import { mockApi } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer, refused } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

afterEach(() => jest.restoreAllMocks());

/** A server keeping the list as webhiddenwords does, case aside. */
function hiddenWordsServer(start: string[] = []) {
  let words = [...start];
  return ({ fields }: { fields: Record<string, unknown> }) => {
    const { add, remove } = fields as { add?: string; remove?: string };
    if (remove) words = words.filter((word) => word.toLowerCase() !== remove.toLowerCase());
    if (add && !words.some((word) => word.toLowerCase() === add.toLowerCase())) words.push(add);
    return { body: { status: 'true', words } };
  };
}

const section = async () => within(await screen.findByRole('region', { name: 'Hidden words' }));

describe('Hidden words', () => {
  it('adds a word with the keyboard and removes it by its own button', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webhiddenwords: hiddenWordsServer(['💸']),
    });
    renderProfileApp('/app/settings');
    const hidden = await section();
    expect(await hidden.findByText('💸')).toBeInTheDocument();

    await userEvent.type(
      hidden.getByRole('textbox', { name: 'Word or emoji to hide' }),
      'crypto{Enter}',
    );
    expect(await hidden.findByText('crypto')).toBeInTheDocument();
    expect(hidden.getByRole('textbox', { name: 'Word or emoji to hide' })).toHaveValue('');
    expect(calls.find(({ fields }) => fields.add !== undefined)?.fields).toMatchObject({
      add: 'crypto',
    });

    await userEvent.click(hidden.getByRole('button', { name: 'Remove crypto' }));
    await waitFor(() => expect(hidden.queryByText('crypto')).not.toBeInTheDocument());
    expect(hidden.getAllByTestId('hidden-word')).toHaveLength(1);
  });

  it('says what is wrong before asking the server, and shows its refusal', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webhiddenwords: ({ fields }) =>
        fields.add === undefined
          ? { body: { status: 'true', words: [] } }
          : refused('You can hide at most 100 words', 409),
    });
    renderProfileApp('/app/settings');
    const hidden = await section();
    expect(await hidden.findByText('You have not hidden any words.')).toBeInTheDocument();
    const field = hidden.getByRole('textbox', { name: 'Word or emoji to hide' });

    await userEvent.type(field, 'x'.repeat(41));
    await userEvent.click(hidden.getByRole('button', { name: 'Add' }));
    expect(await hidden.findByText('A hidden word has 1 to 40 characters')).toBeInTheDocument();
    expect(calls.filter(({ fields }) => fields.add !== undefined)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'cash{Enter}');
    expect(await hidden.findByText('You can hide at most 100 words')).toBeInTheDocument();
  });
});
