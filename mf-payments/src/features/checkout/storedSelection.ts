import { localStore } from '@dating/web';
import type { Purchase } from './purchases';

/** The plan or pack a member chose before coming to pay, as the spec keeps it in local storage. */
export interface StoredSelection {
  itemId: number;
  price: string;
  currency: string;
}

export function storeSelection(purchase: Purchase, selection: StoredSelection): void {
  localStore.write(purchase.selectionKey, String(selection.itemId));
  localStore.write(purchase.priceKey, selection.price);
  // One currency key for all three: the chosen item's price is in it.
  localStore.write('currency', selection.currency);
}

/** Null when nothing (or something unreadable) was chosen. */
export function readSelection(purchase: Purchase): StoredSelection | null {
  const itemId = Number(localStore.read(purchase.selectionKey));
  const price = localStore.read(purchase.priceKey);
  const currency = localStore.read('currency');
  if (!Number.isInteger(itemId) || itemId <= 0 || !price || !currency) return null;
  return { itemId, price, currency };
}

/** Spec section 4, Payment: after any attempt the selection and its price are forgotten. */
export function clearSelection(purchase: Purchase): void {
  localStore.remove(purchase.selectionKey);
  localStore.remove(purchase.priceKey);
}
