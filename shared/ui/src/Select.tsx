import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldNotes } from './FieldParts';
import { useFieldIds } from './fieldIds';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SelectProps<Value extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled native select, styled: the phone's own picker, with the kit's look and arrow. */
export function Select<Value extends string>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  hint,
  error,
  id,
  className,
  ...select
}: SelectProps<Value>) {
  const ids = useFieldIds(id);
  return (
    <div className={className ? `dating-field ${className}` : 'dating-field'}>
      <label
        htmlFor={ids.control}
        className={hideLabel ? 'dating-visually-hidden' : 'dating-field__label'}
      >
        {label}
      </label>
      <span className="dating-select">
        <select
          id={ids.control}
          className="dating-field__control dating-select__control"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy({ hint, error })}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      <FieldNotes hintId={ids.hint} hint={hint} errorId={ids.error} error={error} />
    </div>
  );
}
