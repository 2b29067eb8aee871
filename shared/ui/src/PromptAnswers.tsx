import type { PromptAnswer } from '@dating/contract';
// The package's root, not './Icon': a remote shares the shell's root (a singleton), but bundles
// this entry's own imports, and the pictures would come twice to the swipe home.
import { Icon } from '@dating/ui';

export interface PromptAnswersProps {
  prompts: readonly PromptAnswer[];
  /** The list's name for screen readers, in the app's language. */
  label: string;
  /** With it each answer has a like button (the profile of someone the member may still like). */
  onLike?: (answer: PromptAnswer) => void;
  /** The like button's name for one prompt, in the app's language (needed with `onLike`). */
  likeLabel?: (prompt: string) => string;
}

/**
 * A member's prompt answers, in their order: another member's profile, a swipe card and the
 * member's own "How others see you". The member wrote the answers, in any language. A subpath of
 * its own (not the shared root): only the remotes that show answers carry it, and its texts are
 * the caller's. Styled by the `prompt-answers` classes of `ui.css`.
 */
export function PromptAnswers({ prompts, label, onLike, likeLabel }: PromptAnswersProps) {
  if (prompts.length === 0) return null;
  return (
    <ul className="prompt-answers" aria-label={label}>
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
              aria-label={likeLabel?.(answer.prompt)}
              onClick={() => onLike(answer)}
            >
              <Icon name="heart" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
