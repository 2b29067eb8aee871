/**
 * The gender choice of the discovery filter (spec section 2, Filter): values the browser uses at
 * run time, so they live apart from the schemas (which only the server loads).
 */
export const FILTER_GENDERS = ['men', 'women', 'everyone'] as const;
export type FilterGender = (typeof FILTER_GENDERS)[number];
