import { MESSAGES } from '@dating/contract/messages';
import { mockApi } from '@dating/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, OK, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

const PROMPTS = [
  { id: 1, text: 'A perfect Sunday…' },
  { id: 2, text: "I'm looking for…" },
  { id: 3, text: 'My most irrational fear…' },
  { id: 4, text: 'Two truths and a lie…' },
];

function promptsAnswer(answers: { prompt_id: number; answer: string }[]) {
  return {
    body: {
      status: 'true',
      prompts: PROMPTS,
      answers: answers.map((answer) => ({
        ...answer,
        prompt: PROMPTS.find((prompt) => prompt.id === answer.prompt_id)?.text ?? '',
      })),
    },
  };
}

jest.setTimeout(20_000);

// The page is a lazy chunk behind its profile: give it time on a busy machine.
const LOADED = { timeout: 3000 };

afterEach(() => jest.restoreAllMocks());

describe('PromptsEditor', () => {
  it("shows the member's answers in order and saves them reordered, as JSON, with the form's one Save", async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      websetprofile: OK,
      webprompts: promptsAnswer([
        { prompt_id: 1, answer: 'Brunch' },
        { prompt_id: 3, answer: 'Geese' },
      ]),
      websetprompts: { body: { status: 'true', answers: [] } },
    });
    renderProfileApp('/app/Profile/EditProfile');

    expect(
      await screen.findByRole('textbox', { name: 'Your answer to prompt 1' }, LOADED),
    ).toHaveValue('Brunch');
    expect(screen.getByRole('combobox', { name: 'Prompt 2' })).toHaveValue('3');

    expect(screen.getAllByRole('button', { name: /save/i })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Move prompt 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetprompts')?.fields).toMatchObject({
        answers: [
          { prompt_id: 3, answer: 'Geese' },
          { prompt_id: 1, answer: 'Brunch' },
        ],
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(calls.map(({ call }) => call)).toContain('websetprofile');
  });

  it('sends the profile alone when no answer changed', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webprompts: promptsAnswer([{ prompt_id: 1, answer: 'Brunch' }]),
      websetprofile: OK,
    });
    renderProfileApp('/app/Profile/EditProfile');
    await screen.findByRole('textbox', { name: 'Your answer to prompt 1' }, LOADED);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(calls.map(({ call }) => call)).not.toContain('websetprompts');
  });

  it('adds up to three prompts, each offering only prompts not chosen yet, and removes one', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()), webprompts: promptsAnswer([]) });
    renderProfileApp('/app/Profile/EditProfile');
    const add = await screen.findByRole('button', { name: 'Add a prompt' }, LOADED);

    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);

    expect(screen.queryByRole('button', { name: 'Add a prompt' })).not.toBeInTheDocument();
    const third = screen.getByRole('combobox', { name: 'Prompt 3' });
    expect(third).toHaveValue('3');
    expect([...third.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'My most irrational fear…',
      'Two truths and a lie…',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove prompt 1' }));
    expect(screen.queryByRole('combobox', { name: 'Prompt 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a prompt' })).toBeInTheDocument();
  });

  it('refuses an empty or over-long answer without calling the server', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webprompts: promptsAnswer([{ prompt_id: 2, answer: 'Someone kind' }]),
    });
    renderProfileApp('/app/Profile/EditProfile');
    const answer = await screen.findByRole('textbox', { name: 'Your answer to prompt 1' }, LOADED);

    fireEvent.change(answer, { target: { value: 'x'.repeat(201) } });
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.promptAnswerRule);
    expect(calls.map(({ call }) => call)).not.toContain('websetprompts');
    expect(calls.map(({ call }) => call)).not.toContain('websetprofile');
  });

  it('shows the server refusal of a prompt that no longer exists, and Save stays open', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      websetprofile: OK,
      webprompts: promptsAnswer([{ prompt_id: 2, answer: 'Someone kind' }]),
      websetprompts: { status: 400, body: { status: 'false', message: MESSAGES.promptNotFound } },
    });
    renderProfileApp('/app/Profile/EditProfile');

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your answer to prompt 1' }, LOADED),
      ' and funny',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.promptNotFound);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
