import { LIMITS } from '@dating/contract';
import { Select, TextArea } from '@dating/ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { promptDraft, type PromptDraft, type PromptDrafts } from './usePromptDrafts';
import './PromptsEditor.css';

/**
 * Edit profile's prompts: a part of the page's one form (saved by its Save), shown once the
 * member's answers have loaded.
 */
export function PromptsEditor({ drafts }: { drafts: PromptDrafts }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { prompts, answers } = drafts;
  if (!answers) return null;

  const chosen = new Set(answers.map((answer) => answer.prompt_id));
  const firstFree = prompts.find((prompt) => !chosen.has(prompt.id));
  const setAnswers = drafts.setAnswers;
  const change = (index: number, edit: Partial<Pick<PromptDraft, 'prompt_id' | 'answer'>>) =>
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

  return (
    <section className="prompts-editor" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('prompts.title')}</h2>
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
            setAnswers((current) => [
              ...current,
              promptDraft({ prompt_id: firstFree.id, answer: '' }),
            ])
          }
        >
          {t('prompts.add')}
        </button>
      ) : null}
    </section>
  );
}
