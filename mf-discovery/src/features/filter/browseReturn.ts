import { localStore } from '@dating/web';
import { pathTo } from '@dating/contract';
import { FILTER_PAGE_KEY, VERIFIED_ONLY_KEY } from './filterPage';

/** The path of the list the member last browsed (filterPage.ts remembers it). */
export function lastBrowsePath(): string {
  return pathTo(localStore.read(FILTER_PAGE_KEY) === '1' ? 'peopleNear' : 'findNewPeople');
}

/** Saves the filter's "Verified members only", which every webgetpeople then sends. */
export function rememberVerifiedOnly(on: boolean) {
  if (on) localStore.write(VERIFIED_ONLY_KEY, '1');
  else localStore.remove(VERIFIED_ONLY_KEY);
}
