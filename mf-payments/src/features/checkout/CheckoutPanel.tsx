import { eventBus, Loader, localStore, pathTo, useSession } from '@dating/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BraintreeDropInForm } from './BraintreeDropInForm';
import type { CardFormHandle } from './CardForm';
import { useClientTokenQuery, usePayMutation } from './checkoutApi';
import type { Purchase } from './purchases';
import { SandboxCardForm } from './SandboxCardForm';
import { clearSelection, readSelection } from './storedSelection';
import './CheckoutPanel.css';

/** Spec sections 4 and 9: the Buy button appears 2 seconds after the client token. */
export const BUY_DELAY_MS = 2000;

/** Where every payment attempt ends, paid or not (spec sections 4 and 8). */
const AFTER_PAYMENT_PATH = pathTo('profile');

/**
 * The card form and Buy button of a payment screen (spec section 4, Payment): client token,
 * Buy 2 s later, one payment at a time; then the selection is forgotten, success is flagged for
 * the profile's popup, and the member goes to their profile whatever the outcome.
 */
export function CheckoutPanel({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [selection] = useState(() => readSelection(purchase));
  const token = useClientTokenQuery(undefined, { skip: !selection });
  const [pay, { isLoading: paying }] = usePayMutation();
  const [buyShown, setBuyShown] = useState(false);
  const cardForm = useRef<CardFormHandle>(null);
  // Set before the first await, so a double click cannot start a second payment.
  const buying = useRef(false);

  useEffect(() => {
    if (!token.data) return;
    const timer = window.setTimeout(() => setBuyShown(true), BUY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token.data]);

  if (!selection) return <p role="status">{t('checkout.noSelection')}</p>;
  if (token.isError) return <p role="alert">{t('checkout.unavailable')}</p>;
  if (!token.data) return <Loader label={t('checkout.loading')} />;

  const buy = async () => {
    if (buying.current || !cardForm.current) return;
    buying.current = true;
    let nonce: string;
    try {
      nonce = await cardForm.current.requestNonce();
    } catch {
      buying.current = false;
      return; // the form shows what to correct
    }
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
    clearSelection(purchase);
    if ('data' in result) {
      localStore.write(purchase.successFlag, '1');
      eventBus.emit('membership:changed', undefined);
    }
    await navigate(AFTER_PAYMENT_PATH);
  };

  return (
    <div className="payments-checkout">
      <p className="payments-checkout__total">
        {t('checkout.total', { price: selection.price, currency: selection.currency })}
      </p>
      {token.data.gateway === 'braintree' ? (
        <BraintreeDropInForm ref={cardForm} token={token.data.token} language={session.language} />
      ) : (
        <SandboxCardForm ref={cardForm} />
      )}
      {buyShown ? (
        <button
          type="button"
          className="dating-button payments-checkout__buy"
          disabled={paying}
          onClick={() => void buy()}
        >
          {paying ? t('checkout.paying') : t('checkout.buy')}
        </button>
      ) : null}
    </div>
  );
}
