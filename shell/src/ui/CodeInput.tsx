import { LIMITS } from '@dating/contract';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../testIds';
import './CodeInput.css';

/** An empty code of the spec's length (section 9: 4 digits). */
export function emptyCode(): string[] {
  return Array.from({ length: LIMITS.codeLength }, () => '');
}

export function isCodeComplete(digits: readonly string[]): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

/**
 * The mailed code as one digit per box: digits only, typing moves on, Backspace on an empty box
 * moves back, and a pasted code fills every box.
 */
export function CodeInput({
  digits,
  onChange,
  label,
  autoFocus = false,
}: {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  const typeAt = (index: number, typed: string) => {
    const digit = typed.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit && index < digits.length - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, digits.length);
    if (!pasted) return;
    event.preventDefault();
    onChange(digits.map((_, index) => pasted[index] ?? ''));
    focusBox(Math.min(pasted.length, digits.length - 1));
  };

  return (
    <fieldset className="code-input">
      <legend className="visually-hidden">{label}</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          className="code-input__digit"
          data-testid={TEST_IDS.codeDigit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]"
          value={digit}
          aria-label={t('code.digit', { number: index + 1, total: digits.length })}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => typeAt(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
