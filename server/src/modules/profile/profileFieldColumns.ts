import {
  DEFAULT_FIELD_PRIVACY,
  FILTER_FIELDS,
  GENDER_FIELD,
  GENDER_IDENTITY_FIELD,
  IDENTITY_OF_SPEC_GENDER,
  parseFilterInput,
  type FieldInput,
  type FilterFieldName,
  type FilterFields,
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
  'filter_verified',
  'filter_answered',
  'filter_preferences',
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
 * What another member may filter on of a field of the listed member (their columns by `column`):
 * its value when they show it to everyone, else null, so a filter cannot tell what they hid. The
 * gender identity falls back to the one their spec gender stands for (always shown), so members
 * who chose none, or hide it, are found as the spec's filter would find them. The deck's index
 * holds it too (discovery's deckTraits.ts).
 */
export function filterableValue(
  field: FilterFields,
  column: (name: string) => RawBuilder<unknown> = (name) => sql.ref(`m.${name}`),
) {
  const shown = sql`case when coalesce(${column('field_privacy')} ->> ${sql.lit(field.name)}, ${sql.lit(
    DEFAULT_FIELD_PRIVACY,
  )}) = 'everyone' then ${column(field.name)} end`;
  if (field.name !== GENDER_IDENTITY_FIELD.name) return shown;
  const standsFor = sql.join(
    Object.entries(IDENTITY_OF_SPEC_GENDER).map(
      ([gender, identity]) => sql`when ${sql.lit(gender)} then ${sql.lit(identity)}`,
    ),
    sql` `,
  );
  return sql`coalesce(${shown}, case ${column(GENDER_FIELD.name)} ${standsFor} end)`;
}

/**
 * Discovery's conditions of the filterable fields, by field, on the listed member (alias `m`):
 * with values wanted, a member passes whose value (filterableValue) is any of them.
 */
export function fieldFilterConditions(
  wanted: (column: string) => RawBuilder<unknown>,
): Record<FilterFieldName, RawBuilder<SqlBool>> {
  return Object.fromEntries(
    FILTER_FIELDS.map((field) => {
      const want = wanted(`filter_${field.name}`);
      const value = filterableValue(field);
      const has =
        field.kind === 'list' ? sql`${value} && ${want}` : sql`${value} = any(${want}::text[])`;
      return [field.name, sql<SqlBool>`(cardinality(${want}) = 0 or coalesce(${has}, false))`];
    }),
  ) as Record<FilterFieldName, RawBuilder<SqlBool>>;
}

/** websetfilter's filterable fields, checked (400 otherwise); a field not sent is left as it is. */
export function filterFieldChanges(
  body: Partial<Record<FilterFieldName, FieldInput>>,
): Partial<Pick<OwnProfileFields, (typeof FILTER_FIELD_COLUMNS)[number]>> {
  const changes: Record<string, unknown> = {};
  for (const field of FILTER_FIELDS) {
    const sent = body[field.name];
    if (sent === undefined) continue;
    const parsed = parseFilterInput(field, sent);
    if (parsed.problem) throw new ApiError(400, MESSAGES.invalidFormat);
    changes[`filter_${field.name}`] = parsed.value;
  }
  return changes;
}
