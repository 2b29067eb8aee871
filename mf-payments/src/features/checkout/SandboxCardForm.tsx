import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardFormHandle } from './CardForm';
import { formatCardNumber, formatCvv, formatExpiry } from './cardFormatting';
import { sandboxNonceFor, type SandboxCard, type SandboxCardProblem } from './sandboxTestCards';

const EMPTY_CARD: SandboxCard = { number: '', expiry: '', cvv: '' };

const FORMAT = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvv: formatCvv,
} as const satisfies Record<keyof SandboxCard, (value: string) => string>;

const PROBLEM_TEXT = {
  number: 'sandboxCard.invalidNumber',
  expiry: 'sandboxCard.invalidExpiry',
  cvv: 'sandboxCard.invalidCvv',
} as const satisfies Record<SandboxCardProblem, string>;

/**
 * The local sandbox's card form, shown only when the server's gateway is the sandbox: Braintree's
 * test card numbers become its test nonces. Fields format as typed ('1230' becomes '12/30').
 */
export function SandboxCardForm({ ref }: { ref: Ref<CardFormHandle> }) {
  const { t } = useTranslation();
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const [problem, setProblem] = useState<SandboxCardProblem | null>(null);
  const ids = { number: useId(), expiry: useId(), cvv: useId(), problem: useId() };

  useImperativeHandle(
    ref,
    () => ({
      requestNonce() {
        const result = sandboxNonceFor(card, new Date());
        if ('problem' in result) {
          setProblem(result.problem);
          return Promise.reject(new Error(`invalid card ${result.problem}`));
        }
        setProblem(null);
        return Promise.resolve(result.nonce);
      },
      clearCard() {
        setCard(EMPTY_CARD);
      },
    }),
    [card],
  );

  const field = (name: keyof SandboxCard, label: string, autoComplete: string) => (
    <label htmlFor={ids[name]} className="payments-card-form__field">
      <span>{label}</span>
      <input
        id={ids[name]}
        inputMode="numeric"
        // Card digits read left to right in every language, Arabic included.
        dir="ltr"
        autoComplete={autoComplete}
        value={card[name]}
        aria-invalid={problem === name}
        aria-describedby={problem === name ? ids.problem : undefined}
        onChange={(event) => {
          const value = FORMAT[name](event.target.value);
          setCard((current) => ({ ...current, [name]: value }));
        }}
      />
    </label>
  );

  return (
    <div className="payments-card-form" data-testid="sandbox-card-form">
      <p className="payments-card-form__notice">{t('sandboxCard.notice')}</p>
      {field('number', t('sandboxCard.cardNumber'), 'cc-number')}
      {field('expiry', t('sandboxCard.expiry'), 'cc-exp')}
      {field('cvv', t('sandboxCard.cvv'), 'cc-csc')}
      {problem ? (
        <p id={ids.problem} role="alert" className="payments-card-form__problem">
          {t(PROBLEM_TEXT[problem])}
        </p>
      ) : null}
    </div>
  );
}
