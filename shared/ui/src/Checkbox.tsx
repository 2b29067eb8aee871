import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children'
> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A box before the label (the default), or a pill that fills when chosen (interests). */
  appearance?: 'box' | 'chip';
}

/** A native checkbox, styled, its whole label a 44 px target. */
export function Checkbox({
  label,
  checked,
  onChange,
  appearance = 'box',
  className,
  ...input
}: CheckboxProps) {
  const classes = ['dating-choice', `dating-choice--${appearance}`, className].filter(Boolean);
  return (
    <label className={classes.join(' ')}>
      <input
        type="checkbox"
        className="dating-choice__input dating-choice__input--checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...input}
      />
      <span className="dating-choice__label">{label}</span>
    </label>
  );
}
