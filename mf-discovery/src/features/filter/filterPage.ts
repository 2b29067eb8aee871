import { localStore } from '@dating/web';

/**
 * The spec's `filter_page` in local storage: '1' when the member last browsed People near you,
 * otherwise Find new people. Saving the filter and leaving a person's profile go back there
 * (browseReturn.ts reads it there; this half is what the deck's first paint needs).
 */
export type BrowsePage = 'peopleNear' | 'findNewPeople';

export const FILTER_PAGE_KEY = 'filter_page';
export const VERIFIED_ONLY_KEY = 'verified_only';

export function rememberBrowsePage(page: BrowsePage) {
  localStore.write(FILTER_PAGE_KEY, page === 'peopleNear' ? '1' : '0');
}

/** The filter's "Verified members only", sent with every webgetpeople. */
export function verifiedOnly(): boolean {
  return localStore.read(VERIFIED_ONLY_KEY) === '1';
}
