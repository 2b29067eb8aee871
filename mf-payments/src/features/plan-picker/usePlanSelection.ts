import { useEffect, useState } from 'react';
import type { Purchase } from '../checkout/purchases';
import { storeSelection } from '../checkout/storedSelection';

/** An RTK Query hook answering one plan's price (premiumid, premiumboostid, premiumsuperlikeid). */
export type PlanPriceQueryHook<R extends { price: string }> = (
  planId: number,
  options: { skip: boolean },
) => { currentData?: { result: R } };

/**
 * The plan a picker shows as chosen (the first until the member picks another) and its price,
 * fetched from the server and stored for the payment screen (spec sections 2 and 4).
 */
export function usePlanSelection<R extends { price: string }>({
  purchase,
  planIds,
  currency,
  usePlanPrice,
}: {
  purchase: Purchase;
  planIds: readonly number[];
  currency: string | undefined;
  usePlanPrice: PlanPriceQueryHook<R>;
}) {
  const [chosenId, setChosenId] = useState<number>();
  const selectedId = chosenId ?? planIds[0];
  // currentData answers for the plan shown as chosen, never for the one picked before it.
  const selected = usePlanPrice(selectedId ?? 0, { skip: selectedId === undefined }).currentData
    ?.result;

  useEffect(() => {
    if (!selected || selectedId === undefined || !currency) return;
    storeSelection(purchase, { itemId: selectedId, price: selected.price, currency });
  }, [purchase, selected, selectedId, currency]);

  return { selectedId, select: setChosenId, selected };
}
