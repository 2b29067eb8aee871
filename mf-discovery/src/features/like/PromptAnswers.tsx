import type { PromptAnswer } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import './likes.css';

/**
 * A member's prompt answers, in their order. With `onLike` each answer has a like button (the
 * profile of someone the member may still like); the member wrote the answers, in any language.
 */
export function PromptAnswers({
  prompts,
  onLike,
}: {
  prompts: readonly PromptAnswer[];
  onLike?: (answer: PromptAnswer) => void;
}) {
  const { t } = useTranslation();
  if (prompts.length === 0) return null;
  return (
    <ul className="prompt-answers" aria-label={t('aimedLikes.prompts')}>
      {prompts.map((answer) => (
        <li key={answer.prompt_id} className="prompt-answers__item">
          <p className="prompt-answers__prompt">{answer.prompt}</p>
          <p className="prompt-answers__answer" dir="auto">
            {answer.answer}
          </p>
          {onLike ? (
            <button
              type="button"
              className="prompt-answers__like"
              aria-label={t('aimedLikes.likeAnswer', { prompt: answer.prompt })}
              onClick={() => onLike(answer)}
            >
              ♥
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
