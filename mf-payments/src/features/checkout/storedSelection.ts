import { CURRENCY_KEY, type Purchase } from './purchases';

/** The plan or pack a member chose before coming to pay, as the spec keeps it in local storage. */
export interface StoredSelection {
  itemId: number;
  price: string;
  currency: string;
}

export function storeSelection(purchase: Purchase, selection: StoredSelection): void {
  window.localStorage.setItem(purchase.selectionKey, String(selection.itemId));
  window.localStorage.setItem(purchase.priceKey, selection.price);
  window.localStorage.setItem(CURRENCY_KEY, selection.currency);
}

/** Null when nothing (or something unreadable) was chosen. */
export function readSelection(purchase: Purchase): StoredSelection | null {
  const itemId = Number(window.localStorage.getItem(purchase.selectionKey));
  const price = window.localStorage.getItem(purchase.priceKey);
  const currency = window.localStorage.getItem(CURRENCY_KEY);
  if (!Number.isInteger(itemId) || itemId <= 0 || !price || !currency) return null;
  return { itemId, price, currency };
}

/** Spec section 4, Payment: after any attempt the selection and its price are forgotten. */
export function clearSelection(purchase: Purchase): void {
  window.localStorage.removeItem(purchase.selectionKey);
  window.localStorage.removeItem(purchase.priceKey);
}
