import {
  GENDER_FIELD,
  GENDER_IDENTITY_FIELD,
  MIN_COMMON_QUESTIONS,
  type FilterCriterion,
  type FilterFieldName,
} from '@dating/contract/schemas';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { answeredAtLeast } from '../compatibility/compatibilityRepository';
import { fieldFilterConditions } from '../profile/profileFieldColumns';
import { shownDistanceKm } from './locationPrivacy';

/** What a criterion's condition reads: the searcher's row (`s`) column by column, the viewer's position. */
export interface CriterionInputs {
  of: <T>(column: string) => RawBuilder<T>;
  viewer: { longitude: RawBuilder<number>; latitude: RawBuilder<number> };
}

/**
 * Each filter of FILTER_CRITERIA as a condition on the listed member (alias `m`): the deck keeps
 * whoever meets every dealbreaker and counts the preferences each misses (DiscoveryRepository).
 * A new filter is one entry here (the type asks for it once its name is in the contract's list).
 */
export function deckCriteria({
  of,
  viewer,
}: CriterionInputs): Record<FilterCriterion, RawBuilder<SqlBool>> {
  const byField = fieldFilterConditions(of);
  const identity = GENDER_IDENTITY_FIELD.name;
  // The identity field's condition is the identities' (below); the other fields are one each.
  const fields = Object.fromEntries(
    Object.entries(byField).filter(([name]) => name !== identity),
  ) as Record<Exclude<FilterFieldName, typeof identity>, RawBuilder<SqlBool>>;
  const listedGender = of<string | null>('listed_gender');
  const purposes = of<number[]>('filter_purposes');
  return {
    // The identities wanted, else the spec's men, women or everyone.
    identities: sql<SqlBool>`(case when cardinality(${of(`filter_${identity}`)}) = 0
      then (${listedGender} is null or ${sql.ref(`m.${GENDER_FIELD.name}`)} = ${listedGender})
      else ${byField[identity]} end)`,
    age: sql<SqlBool>`(m.birth_date <= ${of('born_by')} and m.birth_date > ${of('born_after')})`,
    distance: sql<SqlBool>`(${shownDistanceKm(
      sql.ref('m.coordinates'),
      viewer.longitude,
      viewer.latitude,
    )} <= ${of('km')})`,
    purposes: sql<SqlBool>`(cardinality(${purposes}) = 0 or m.purposes && ${purposes})`,
    ...fields,
    verified: sql<SqlBool>`(not ${of('filter_verified')} or m.verified)`,
    // Enough answers for a percentage: what "has answered questions" promises.
    answered: sql<SqlBool>`(not ${of('filter_answered')} or ${answeredAtLeast(
      sql.ref('m.id'),
      MIN_COMMON_QUESTIONS,
    )})`,
  };
}
