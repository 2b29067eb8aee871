import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldNotes } from './FieldParts';
import { useFieldIds } from './fieldIds';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** The label stays for screen readers only, e.g. a search box whose placeholder says it. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the field, read with it and marking it invalid. */
  error?: ReactNode;
  /** Another element that describes the field (a list of rules), read between hint and error. */
  'aria-describedby'?: string;
}

/** A labelled one-line input of the kit, its hint and its error tied by aria-describedby. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  'aria-describedby': also,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={className ? `dating-field ${className}` : 'dating-field'}>
      <label
        htmlFor={ids.control}
        className={hideLabel ? 'dating-visually-hidden' : 'dating-field__label'}
      >
        {label}
      </label>
      <input
        id={ids.control}
        className="dating-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy({ hint, error, also })}
        {...input}
      />
      <FieldNotes hintId={ids.hint} hint={hint} errorId={ids.error} error={error} />
    </div>
  );
}
