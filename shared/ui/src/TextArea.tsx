import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldNotes } from './FieldParts';
import { useFieldIds } from './fieldIds';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'maxLength' | 'value' | 'children'
> {
  label: string;
  value: string;
  /** The most characters the rule allows (`LIMITS`); counted as the rule counts, never cut. */
  limit: number;
  /** The counter as a sentence, for screen readers: "12 of 60 characters". */
  counterLabel: (count: number, limit: number) => string;
  /** Shown while the text is over the limit. */
  overLimitError: string;
  hint?: ReactNode;
  /** Any other problem with the text; the over-limit error comes first. */
  error?: ReactNode;
}

/**
 * A multi-line field with a live character counter. Nothing is cut: a longer text stays as
 * typed or pasted, the counter and the field turn to an error, and the form's rule refuses it.
 */
export function TextArea({
  label,
  value,
  limit,
  counterLabel,
  overLimitError,
  hint,
  error,
  id,
  className,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const counterId = `${ids.control}-counter`;
  const count = value.length;
  const over = count > limit;
  const shownError = over ? overLimitError : error;
  return (
    <div className={className ? `dating-field ${className}` : 'dating-field'}>
      <label htmlFor={ids.control} className="dating-field__label">
        {label}
      </label>
      <textarea
        id={ids.control}
        className="dating-field__control dating-field__control--multiline"
        rows={rows}
        value={value}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy({ hint, also: counterId, error: shownError })}
        {...textarea}
      />
      <p
        className={
          over ? 'dating-field__counter dating-field__counter--over' : 'dating-field__counter'
        }
      >
        <span aria-hidden="true">
          {count}/{limit}
        </span>
        <span id={counterId} className="dating-visually-hidden">
          {counterLabel(count, limit)}
        </span>
      </p>
      <FieldNotes hintId={ids.hint} hint={hint} errorId={ids.error} error={shownError} />
    </div>
  );
}
