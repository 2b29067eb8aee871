import type { ReactNode } from 'react';
import { FieldNotes } from './FieldParts';
import { useFieldIds } from './fieldIds';
import type { SelectOption } from './Select';

export interface RadioGroupProps<Value extends string> {
  legend: string;
  hideLegend?: boolean;
  options: readonly SelectOption<Value>[];
  /** Nothing chosen yet when undefined. */
  value: Value | undefined;
  onChange: (value: Value) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Round marks in a row (the default), or one joined bar of segments. */
  appearance?: 'marks' | 'segmented';
  className?: string;
}

/**
 * One choice among a few: native radios (arrow keys move and choose, one tab stop), named by a
 * legend, each option a 44 px target.
 */
export function RadioGroup<Value extends string>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  hint,
  error,
  appearance = 'marks',
  className,
}: RadioGroupProps<Value>) {
  const ids = useFieldIds();
  const classes = ['dating-choices', `dating-choices--${appearance}`, className].filter(Boolean);
  return (
    <fieldset className={classes.join(' ')} aria-describedby={ids.describedBy({ hint, error })}>
      <legend className={hideLegend ? 'dating-visually-hidden' : 'dating-field__label'}>
        {legend}
      </legend>
      <div className="dating-choices__options">
        {options.map((option) => (
          <label key={option.value} className="dating-choice">
            <input
              type="radio"
              className="dating-choice__input dating-choice__input--radio"
              name={ids.control}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="dating-choice__label">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes hintId={ids.hint} hint={hint} errorId={ids.error} error={error} />
    </fieldset>
  );
}
