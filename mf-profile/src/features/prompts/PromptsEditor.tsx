import { LIMITS, type Prompt, type PromptAnswer, type PromptAnswerInput } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { Select, TextArea, FormMessage } from '@dating/ui/forms';
import { validatePromptAnswer } from '@dating/contract/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromptsQuery, useSetPromptsMutation } from './promptsApi';
import './PromptsEditor.css';

/** Edit profile's prompts: the member's answers, loaded once and then edited in place. */
export function PromptsEditor() {
  const { memberId, language } = useSession();
  const { data } = usePromptsQuery({ memberId, language });
  if (!data) return null;
  return <PromptsForm prompts={data.prompts} saved={data.answers} />;
}

/** An answer being edited; `key` keeps its fields (and focus) with it when it moves. */
interface Draft extends PromptAnswerInput {
  key: number;
}

let draftKeys = 0;
const draft = (answer: PromptAnswerInput): Draft => ({ ...answer, key: (draftKeys += 1) });

function PromptsForm({ prompts, saved }: { prompts: Prompt[]; saved: PromptAnswer[] }) {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const message = useTimedMessage();
  const [setPrompts, { isLoading: saving }] = useSetPromptsMutation();
  const [answers, setAnswers] = useState<Draft[]>(() =>
    saved.map(({ prompt_id, answer }) => draft({ prompt_id, answer })),
  );

  const chosen = new Set(answers.map((answer) => answer.prompt_id));
  const firstFree = prompts.find((prompt) => !chosen.has(prompt.id));
  const change = (index: number, edit: Partial<PromptAnswerInput>) =>
    setAnswers((current) =>
      current.map((answer, at) => (at === index ? { ...answer, ...edit } : answer)),
    );
  const move = (index: number, by: -1 | 1) =>
    setAnswers((current) => {
      const reordered = [...current];
      const [moved] = reordered.splice(index, 1);
      if (moved) reordered.splice(index + by, 0, moved);
      return reordered;
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = answers.map(({ answer }) => validatePromptAnswer(answer)).find(Boolean);
    if (problem) {
      message.fromClient(problem);
      return;
    }
    try {
      await setPrompts({
        memberId,
        language,
        answers: answers.map(({ prompt_id, answer }) => ({ prompt_id, answer })),
      }).unwrap();
      message.fromServer(t('prompts.saved'), 'success');
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <form
      className="dating-page__column prompts-editor"
      aria-labelledby="prompts-editor-title"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="prompts-editor-title">{t('prompts.title')}</h2>
      <p className="prompts-editor__hint">
        {t('prompts.hint', { count: LIMITS.maxPromptAnswers })}
      </p>
      <ol className="prompts-editor__list">
        {answers.map((answer, index) => {
          const number = index + 1;
          return (
            <li key={answer.key} className="prompts-editor__item">
              <Select
                label={t('prompts.choose', { number })}
                value={String(answer.prompt_id)}
                options={prompts
                  .filter((prompt) => prompt.id === answer.prompt_id || !chosen.has(prompt.id))
                  .map((prompt) => ({ value: String(prompt.id), label: prompt.text }))}
                onChange={(id) => change(index, { prompt_id: Number(id) })}
              />
              <TextArea
                label={t('prompts.answer', { number })}
                value={answer.answer}
                rows={3}
                limit={LIMITS.promptAnswerMax}
                counterLabel={(used, limit) => t('prompts.characterCount', { used, limit })}
                overLimitError={t('messages.promptAnswerRule')}
                onChange={(event) => change(index, { answer: event.target.value })}
              />
              <div className="prompts-editor__actions">
                <button
                  type="button"
                  className="dating-button dating-button--ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t('prompts.moveUp', { number })}
                </button>
                <button
                  type="button"
                  className="dating-button dating-button--ghost"
                  disabled={index === answers.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t('prompts.moveDown', { number })}
                </button>
                <button
                  type="button"
                  className="dating-button dating-button--ghost"
                  onClick={() => setAnswers((current) => current.filter((_, at) => at !== index))}
                >
                  {t('prompts.remove', { number })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {answers.length < LIMITS.maxPromptAnswers && firstFree ? (
        <button
          type="button"
          className="dating-button dating-button--ghost"
          onClick={() =>
            setAnswers((current) => [...current, draft({ prompt_id: firstFree.id, answer: '' })])
          }
        >
          {t('prompts.add')}
        </button>
      ) : null}
      <FormMessage message={message.shown} />
      <button type="submit" className="dating-button" disabled={saving}>
        {t('prompts.save')}
      </button>
    </form>
  );
}
