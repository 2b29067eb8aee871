import { eventBus, useSession } from '@dating/web';
import { Loader } from '@dating/ui';
import { messageKeyOf } from '@dating/contract/messages';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { BraintreeDropInForm } from './BraintreeDropInForm';
import type { CardFormHandle } from './CardForm';
import { useClientTokenQuery, usePayMutation } from './checkoutApi';
import { outcomeOfFailure, type PaymentOutcome } from './paymentOutcome';
import { PURCHASES, type PurchaseKind } from './purchases';
import { PurchaseSucceeded } from './PurchaseSucceeded';
import { PurchaseSummary } from './PurchaseSummary';
import { returnToOf } from './returnTo';
import { SandboxCardForm } from './SandboxCardForm';
import { clearSelection, readSelection } from './storedSelection';
import './CheckoutPanel.css';

/**
 * The card form and Buy button of a payment screen (spec section 4, Payment): what is bought,
 * the client token, then Buy at once (the spec's 2 s is an upper bound, not a wait), one payment
 * at a time. The outcome is always said: a refusal stays on the form with the server's reason and
 * that nothing was charged; a payment that went through shows its banner and takes the member
 * back to the page they chose it on.
 */
export function CheckoutPanel({ kind }: { kind: PurchaseKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const purchase = PURCHASES[kind];
  const [selection] = useState(() => readSelection(purchase));
  const token = useClientTokenQuery(undefined, { skip: !selection });
  const [pay, { isLoading: paying }] = usePayMutation();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const cardForm = useRef<CardFormHandle>(null);
  // Set before the first await, so a double click cannot start a second payment.
  const buying = useRef(false);
  // A payment whose outcome is unknown is asked again with its own nonce: the server charges a
  // nonce once, so the retry tells what happened rather than paying twice.
  const unconfirmedNonce = useRef<string | null>(null);
  const returnTo = returnToOf(location.state);
  const goBack = useCallback(() => void navigate(returnTo), [navigate, returnTo]);

  if (outcome?.kind === 'paid') return <PurchaseSucceeded kind={kind} onContinue={goBack} />;
  if (!selection) return <p role="status">{t('checkout.noSelection')}</p>;
  if (token.isError) return <p role="alert">{t('checkout.unavailable')}</p>;
  if (!token.data) return <Loader label={t('checkout.loading')} />;

  const buy = async () => {
    if (buying.current || !cardForm.current) return;
    buying.current = true;
    try {
      const nonce = unconfirmedNonce.current ?? (await cardForm.current.requestNonce());
      setOutcome(null);
      const result = await pay({
        purchase,
        itemId: selection.itemId,
        fields: {
          pay_nonce: nonce,
          price: selection.price,
          user_id: session.memberId,
          currency_code: selection.currency,
        },
      });
      const next = 'data' in result ? { kind: 'paid' as const } : outcomeOfFailure(result.error);
      unconfirmedNonce.current = next.kind === 'unconfirmed' ? nonce : null;
      if (next.kind === 'paid') {
        clearSelection(purchase);
        eventBus.emit('membership:changed', undefined);
      }
      if (next.kind === 'refused' && next.cardDeclined) cardForm.current?.clearCard();
      setOutcome(next);
    } catch {
      // The card form shows what to correct.
    } finally {
      buying.current = false;
    }
  };

  return (
    <div className="payments-checkout">
      <PurchaseSummary kind={kind} selection={selection} />
      {token.data.gateway === 'braintree' ? (
        <BraintreeDropInForm ref={cardForm} token={token.data.token} language={session.language} />
      ) : (
        <SandboxCardForm ref={cardForm} />
      )}
      {outcome ? <PaymentProblem outcome={outcome} /> : null}
      <button
        type="button"
        className="dating-button payments-checkout__buy"
        disabled={paying}
        onClick={() => void buy()}
      >
        {paying ? t('checkout.paying') : t('checkout.buy')}
      </button>
    </div>
  );
}

/** A payment that did not go through: the server's reason and that nothing was charged. */
function PaymentProblem({ outcome }: { outcome: Exclude<PaymentOutcome, { kind: 'paid' }> }) {
  const { t } = useTranslation();
  if (outcome.kind === 'unconfirmed') {
    return (
      <p role="alert" className="payments-checkout__problem" data-testid="payment-problem">
        {t('checkout.unconfirmed')}
      </p>
    );
  }
  const key = messageKeyOf(outcome.reason);
  return (
    <div role="alert" className="payments-checkout__problem" data-testid="payment-problem">
      <p className="payments-checkout__reason">{key ? t(`messages.${key}`) : outcome.reason}</p>
      <p>{t('checkout.notCharged')}</p>
    </div>
  );
}
