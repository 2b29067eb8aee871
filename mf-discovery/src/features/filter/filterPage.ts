/**
 * The spec's `filter_page` in local storage: '1' when the member last browsed People near you,
 * otherwise Find new people. Saving the filter and leaving a person's profile go back there.
 */
const FILTER_PAGE_KEY = 'filter_page';

export type BrowsePage = '/app/PeopleNear' | '/app/FindNewPeople';

export function rememberBrowsePage(page: BrowsePage) {
  window.localStorage.setItem(FILTER_PAGE_KEY, page === '/app/PeopleNear' ? '1' : '0');
}

export function lastBrowsePage(): BrowsePage {
  return window.localStorage.getItem(FILTER_PAGE_KEY) === '1'
    ? '/app/PeopleNear'
    : '/app/FindNewPeople';
}
