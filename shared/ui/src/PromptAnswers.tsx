import type { Language, PromptAnswer } from '@dating/contract';
import { useAppLanguage } from '@dating/web';

/** The list's own texts: one list for every remote, so its words live beside it. */
export const PROMPT_ANSWERS_TEXTS: Record<
  Language,
  { list: string; likeAnswer: (prompt: string) => string }
> = {
  en: { list: 'Prompts', likeAnswer: (prompt) => `Like the answer to "${prompt}"` },
  fr: { list: 'Questions', likeAnswer: (prompt) => `Aimer la réponse à « ${prompt} »` },
  sp: { list: 'Preguntas', likeAnswer: (prompt) => `Me gusta la respuesta a «${prompt}»` },
  ar: { list: 'الأسئلة', likeAnswer: (prompt) => `أعجبتني الإجابة عن «${prompt}»` },
};

/**
 * A member's prompt answers, in their order: another member's profile, a swipe card and the
 * member's own preview of their profile. With `onLike` each answer has a like button (the
 * profile of someone the member may still like); the member wrote the answers, in any language.
 * Styled by the `prompt-answers` classes of `ui.css`.
 */
export function PromptAnswers({
  prompts,
  onLike,
}: {
  prompts: readonly PromptAnswer[];
  onLike?: (answer: PromptAnswer) => void;
}) {
  const texts = PROMPT_ANSWERS_TEXTS[useAppLanguage()];
  if (prompts.length === 0) return null;
  return (
    <ul className="prompt-answers" aria-label={texts.list}>
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
              aria-label={texts.likeAnswer(answer.prompt)}
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
