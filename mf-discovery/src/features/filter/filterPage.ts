import { localStore } from '@dating/web';
import { pathTo } from '@dating/contract';

/**
 * The spec's `filter_page` in local storage: '1' when the member last browsed People near you,
 * otherwise Find new people. Saving the filter and leaving a person's profile go back there.
 */
export type BrowsePage = 'peopleNear' | 'findNewPeople';

export function rememberBrowsePage(page: BrowsePage) {
  localStore.write('filter_page', page === 'peopleNear' ? '1' : '0');
}

/** The path of the list the member last browsed. */
export function lastBrowsePath(): string {
  return pathTo(localStore.read('filter_page') === '1' ? 'peopleNear' : 'findNewPeople');
}

/** The filter's "Verified members only", sent with every webgetpeople. */
export function verifiedOnly(): boolean {
  return localStore.read('verified_only') === '1';
}

export function rememberVerifiedOnly(on: boolean) {
  if (on) localStore.write('verified_only', '1');
  else localStore.remove('verified_only');
}
