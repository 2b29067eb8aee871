import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentNavigationState } from './returnTo';

/**
 * Goes to a payment screen, remembering the page the member chose the plan on (the swipe deck
 * whose super like ran out, ...) so that, once paid, they are back where they were.
 */
export function useOpenPayment() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (paymentPath: string) => {
    const state: PaymentNavigationState = { returnTo: pathname + search };
    void navigate(paymentPath, { state });
  };
}
