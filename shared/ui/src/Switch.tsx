import { useId, type ReactNode } from 'react';

export interface SwitchProps {
  label: ReactNode;
  /** A second line under the label, read as the switch's description (e.g. "Premium only"). */
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off setting: a native checkbox with role="switch" (Space toggles it, screen readers say
 * "on" or "off"), drawn as a track and a knob that follows the reading direction.
 */
export function Switch({ label, hint, checked, onChange, disabled, className }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `dating-switch ${className}` : 'dating-switch'}>
      <span className="dating-switch__text">
        <label htmlFor={id} className="dating-switch__label">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="dating-field__hint">
            {hint}
          </span>
        ) : null}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="dating-switch__control"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
