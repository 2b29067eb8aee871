import {
  FILTER_FIELDS,
  GENDER_IDENTITY_FIELD,
  specGenderOf,
  type FilterFieldName,
  type GenderIdentity,
  type MemberGender,
} from './profileFields';

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

/**
 * The spec's choice a filter's identities read as for older clients: women when every identity
 * wanted reads as female, men when every one reads as male, else everyone (and none wanted: the
 * spec's choice stands).
 */
export function specFilterGenderOf(identities: readonly GenderIdentity[]): FilterGender | null {
  if (identities.length === 0) return null;
  const genders = new Set(identities.map(specGenderOf));
  if (genders.size === 1 && genders.has('female')) return 'women';
  if (genders.size === 1 && genders.has('male')) return 'men';
  return 'everyone';
}

/**
 * The filters a member may mark dealbreakers or leave preferences: a dealbreaker hides whoever
 * misses it, a preference only ranks them lower (after those who meet it). Every filter is a
 * dealbreaker until the member says otherwise (`filter_preferences` lists the others), so the
 * spec's clients keep their filter's meaning. `identities` is the spec's men, women or everyone
 * with the identities wanted; each filterable profile field is one by its name. A new filter
 * joins by a name here and its condition in the server's deck (discovery's deckCriteria.ts).
 */
export const FILTER_CRITERIA = [
  'identities',
  'age',
  'distance',
  'purposes',
  ...FILTER_FIELDS.map(({ name }) => name).filter(
    (name): name is Exclude<FilterFieldName, typeof GENDER_IDENTITY_FIELD.name> =>
      name !== GENDER_IDENTITY_FIELD.name,
  ),
  'verified',
  'answered',
] as const;
export type FilterCriterion = (typeof FILTER_CRITERIA)[number];

/** The criteria a list names (unknown names dropped), each once, in the list's order. */
export function filterCriteriaOf(names: readonly string[]): FilterCriterion[] {
  return FILTER_CRITERIA.filter((criterion): criterion is FilterCriterion =>
    names.includes(criterion),
  );
}

/**
 * The filter's "Active within" (the product's own): how recently the people listed were last
 * online, and the days each choice reaches back; `any` lists everyone. Stored as those days
 * (null for any), sent as the choice.
 */
export const ACTIVE_WITHIN_DAYS = { any: null, day: 1, week: 7, month: 30 } as const;
export type ActiveWithin = keyof typeof ACTIVE_WITHIN_DAYS;
export const ACTIVE_WITHIN = Object.keys(ACTIVE_WITHIN_DAYS) as ActiveWithin[];

/** The choice of stored days (an unknown count reads as the nearest wider choice, or any). */
export function activeWithinOf(days: number | null): ActiveWithin {
  if (days === null) return 'any';
  const reaching = (choice: ActiveWithin) => (ACTIVE_WITHIN_DAYS[choice] ?? -1) >= days;
  return ACTIVE_WITHIN.find(reaching) ?? 'any';
}

/**
 * The deck widens its radius when the filter leaves fewer than this many people in the member's
 * distance: doubling it, up to the admin's max_distance, and saying so (`widened_to_km`).
 */
export const WIDEN_BELOW = 5;

/** The radius the deck widens to by steps: the member's distance doubled until `wanted` is met. */
export function widenedRadius(ownKm: number, maxKm: number, wanted: (km: number) => boolean) {
  let km = Math.max(1, ownKm);
  while (km < maxKm && !wanted(km)) km = Math.min(km * 2, maxKm);
  return km;
}
