import { MESSAGES } from '@dating/contract/messages';
import { mockApi } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProfileApp } from '../../testing/renderProfileApp';

const QUESTIONS = [
  {
    id: 7,
    category: 'lifestyle',
    text: 'Do you smoke?',
    why: 'Smoke is hard to ignore.',
    choices: [
      { id: 71, text: 'No' },
      { id: 72, text: 'Socially' },
      { id: 73, text: 'Every day' },
    ],
  },
  {
    id: 8,
    category: 'fun',
    text: 'Cats or dogs?',
    why: 'The oldest debate.',
    choices: [
      { id: 81, text: 'Cats' },
      { id: 82, text: 'Dogs' },
    ],
  },
];

function questionsAnswer(answers: object[] = []) {
  return { body: { status: 'true', questions: QUESTIONS, answers } };
}

const SAVED = {
  body: {
    status: 'true',
    answer: { question_id: 7, choice_id: 71, accepted: [71], importance: 'very', public: 'true' },
  },
};

jest.setTimeout(20_000);
const LOADED = { timeout: 3000 };

afterEach(() => jest.restoreAllMocks());

describe('QuestionsPage', () => {
  it('answers the first question with the accepted answers, importance and privacy, as JSON', async () => {
    const { calls } = mockApi({ webquestions: questionsAnswer(), websetquestionanswer: SAVED });
    renderProfileApp('/app/Profile/Questions');
    const form = await screen.findByRole('form', { name: 'Do you smoke?' }, LOADED);
    expect(within(form).getByText('Why we ask: Smoke is hard to ignore.')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 answered')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose your answer');

    const yours = within(form).getByRole('group', { name: 'Your answer' });
    await userEvent.click(within(yours).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accept at least one answer');

    const accepted = within(form).getByRole('group', {
      name: 'Answers you would accept from someone else',
    });
    await userEvent.click(within(accepted).getByRole('checkbox', { name: 'No' }));
    await userEvent.click(within(accepted).getByRole('checkbox', { name: 'Socially' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Very' }));
    await userEvent.click(
      within(form).getByRole('checkbox', {
        name: 'Show my answer when someone compares answers with me',
      }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));

    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetquestionanswer')?.fields).toMatchObject({
        question_id: 7,
        choice_id: 71,
        accepted: [71, 72],
        importance: 'very',
        public: 'false',
      }),
    );
  });

  it('accepts every answer when nothing matters, skips, and shows a refusal', async () => {
    const { calls } = mockApi({
      webquestions: questionsAnswer(),
      websetquestionanswer: {
        status: 400,
        body: { status: 'false', message: MESSAGES.questionNotFound },
      },
    });
    renderProfileApp('/app/Profile/Questions');
    const first = await screen.findByRole('form', { name: 'Do you smoke?' }, LOADED);
    await userEvent.click(within(first).getByRole('button', { name: 'Skip' }));

    const form = await screen.findByRole('form', { name: 'Cats or dogs?' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Dogs' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Irrelevant' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));

    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetquestionanswer')?.fields).toMatchObject({
        question_id: 8,
        choice_id: 82,
        accepted: [81, 82],
        importance: 'irrelevant',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This question does not exist');
  });

  it("lists the member's answers, to change or take back", async () => {
    const { calls } = mockApi({
      webquestions: questionsAnswer([
        {
          question_id: 7,
          choice_id: 72,
          accepted: [71, 72],
          importance: 'little',
          public: 'false',
        },
      ]),
      webremovequestionanswer: { body: { status: 'true' } },
    });
    renderProfileApp('/app/Profile/Questions');
    expect(await screen.findByText('1 of 2 answered', {}, LOADED)).toBeInTheDocument();
    // The next question to answer is the one not answered yet.
    expect(screen.getByRole('form', { name: 'Cats or dogs?' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Do you smoke?Socially · private');

    await userEvent.click(
      screen.getByRole('button', { name: 'Change your answer to "Do you smoke?"' }),
    );
    const form = screen.getByRole('form', { name: 'Do you smoke?' });
    expect(within(form).getByRole('radio', { name: 'Socially' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'A little' })).toBeChecked();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove your answer to "Do you smoke?"' }),
    );
    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'webremovequestionanswer')?.fields).toMatchObject({
        question_id: 7,
      }),
    );
  });
});
