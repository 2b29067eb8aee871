import {
  DEFAULT_FIELD_PRIVACY,
  FILTER_FIELDS,
  parseFieldInput,
  type FieldInput,
  type FilterFieldName,
  PROFILE_FIELDS,
  privacyChoicesOf,
  profileFieldsFor,
  type AllProfileFields,
  type FieldPrivacyChoices,
  type FieldsSeenBy,
  type OwnProfileFields,
  type ProfileAudience,
  type ProfileFieldValues,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ApiError } from '../../http/apiError';

/** The `members` columns of the profile's fields and of their privacy (profileFields.ts). */
export const PROFILE_FIELD_COLUMNS = [
  ...PROFILE_FIELDS.map(({ name }) => name),
  'field_privacy',
] as const satisfies readonly (keyof ProfileFieldRow)[];

/** The filter columns of the filterable fields (`filter_<name>`). */
export const FILTER_FIELD_COLUMNS = FILTER_FIELDS.map(
  ({ name }) => `filter_${name}` as const,
) satisfies readonly (keyof OwnProfileFields)[];

/** The member's whole search filter as `members` stores it: the spec's columns, then the fields'. */
export const FILTER_COLUMNS = [
  'filter_age_min',
  'filter_age_max',
  'filter_gender',
  'filter_purposes',
  'filter_distance',
  'filter_active_days',
  ...FILTER_FIELD_COLUMNS,
] as const;

/** Those columns with the `m` alias, as every list of people reads members. */
export const CARD_FIELD_COLUMNS = PROFILE_FIELD_COLUMNS.map((column) => `m.${column}` as const);

/** What a member's row holds of their profile's fields. */
export type ProfileFieldRow = ProfileFieldValues & { field_privacy: FieldPrivacyChoices };

/** The fields `audience` sees of the member of `row` (their privacy applied). */
export function profileFieldsOf<Audience extends ProfileAudience>(
  audience: Audience,
  row: ProfileFieldRow,
): FieldsSeenBy<Audience> {
  return profileFieldsFor(audience, row, row.field_privacy);
}

/** Every field, empty ones included, with the member's privacy choices (a moderator's case). */
export function allProfileFieldsOf(row: ProfileFieldRow): AllProfileFields {
  const fields = profileFieldsFor('own', row, row.field_privacy) as ProfileFieldValues;
  return { ...fields, field_privacy: privacyChoicesOf(row.field_privacy) };
}

/** The member's own view (webprofile): every field, their privacy and the filter's values. */
export function ownProfileFieldsOf(
  row: ProfileFieldRow & Record<(typeof FILTER_FIELD_COLUMNS)[number], unknown>,
): OwnProfileFields {
  const filters = Object.fromEntries(FILTER_FIELD_COLUMNS.map((column) => [column, row[column]]));
  return { ...allProfileFieldsOf(row), ...filters } as OwnProfileFields;
}

/**
 * Discovery's conditions of the filterable fields, on the listed member (alias `m`): with values
 * wanted, a member passes who shows everyone any of them. One who hides the field never passes,
 * so a filter cannot tell what they hid.
 */
export function fieldFilterConditions(wanted: (column: string) => RawBuilder<unknown>) {
  return FILTER_FIELDS.map(({ name }) => {
    const want = wanted(`filter_${name}`);
    return sql<SqlBool>`(cardinality(${want}) = 0 or (${sql.ref(`m.${name}`)} && ${want}
      and coalesce(m.field_privacy ->> ${sql.lit(name)}, ${sql.lit(DEFAULT_FIELD_PRIVACY)}) = 'everyone'))`;
  });
}

/** websetfilter's filterable fields, checked (400 otherwise); a field not sent is left as it is. */
export function filterFieldChanges(
  body: Partial<Record<FilterFieldName, FieldInput>>,
): Partial<Pick<OwnProfileFields, (typeof FILTER_FIELD_COLUMNS)[number]>> {
  const changes: Record<string, unknown> = {};
  for (const field of FILTER_FIELDS) {
    const sent = body[field.name];
    if (sent === undefined) continue;
    const parsed = parseFieldInput(field, sent);
    if (parsed.problem) throw new ApiError(400, MESSAGES.invalidFormat);
    changes[`filter_${field.name}`] = parsed.value;
  }
  return changes;
}
