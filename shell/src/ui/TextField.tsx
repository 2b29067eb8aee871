import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange' | 'value'>;

/** A labelled text input of the shell's forms: the label wraps it, so it is named without ids. */
export function TextField({
  label,
  hint,
  value,
  onValueChange,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint ? <span className="field__hint">{hint}</span> : null}
    </label>
  );
}
