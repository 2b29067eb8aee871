import type { MemberGender } from './profileFields';

/**
 * The gender choice of the discovery filter (spec section 2, Filter): values the browser uses at
 * run time, so they live apart from the schemas (which only the server loads).
 */
export const FILTER_GENDERS = ['men', 'women', 'everyone'] as const;
export type FilterGender = (typeof FILTER_GENDERS)[number];

/** The members' gender (profileFields.ts) each choice lists; everyone lists them all. */
const LISTED_GENDER: Record<FilterGender, MemberGender | null> = {
  men: 'male',
  women: 'female',
  everyone: null,
};

/** The members' gender a filter choice lists, null for anyone. */
export function filterGenderMatches(choice: FilterGender): MemberGender | null {
  return LISTED_GENDER[choice];
}
