import { Type, type TOptional, type TSchema, type TUnsafe } from 'typebox';
import {
  FIELD_PRIVACY,
  FILTER_FIELDS,
  MEMBER_GENDERS,
  PRIVATE_FIELDS,
  PROFILE_FIELDS,
  REQUIRED_FIELDS,
  type AllProfileFields,
  type FieldInput,
  type FieldPrivacy,
  type FilterFieldName,
  type MemberGender,
  type OwnProfileFields,
  type PrivateFieldName,
  type ProfileAudience,
  type ProfileField,
  type ProfileFieldName,
  type RequiredProfileFieldName,
  type SeenBy,
  type SharedValuesOf,
} from './profileFields';

/**
 * The calls' schemas of the profile's fields, derived from the field list (profileFields.ts):
 * the server's, kept apart so that the browsers, which use the list, never load TypeBox.
 * A choice is a string of its options (`enum`), typed as them.
 */

/** The one schema of a member's gender (profiles, cases, feed items). */
export const memberGender = Type.Unsafe<MemberGender>(Type.String({ enum: [...MEMBER_GENDERS] }));

function valueSchema(field: ProfileField): TSchema {
  switch (field.kind) {
    case 'text':
      return Type.String();
    case 'choice':
      return Type.String({ enum: [...field.options] });
    case 'number':
      return Type.Integer({ minimum: field.min, maximum: field.max });
    case 'list':
      return Type.Array(Type.String({ enum: [...field.options] }), { maxItems: field.maxItems });
  }
}

function storedSchema(field: ProfileField): TSchema {
  const schema = valueSchema(field);
  return field.optional && (field.kind === 'choice' || field.kind === 'number')
    ? Type.Union([schema, Type.Null()])
    : schema;
}

type Properties<T> = {
  [K in keyof T]-?: undefined extends T[K] ? TOptional<TUnsafe<NonNullable<T[K]>>> : TUnsafe<T[K]>;
};

const fieldPrivacySchema = Type.Unsafe<FieldPrivacy>(Type.String({ enum: [...FIELD_PRIVACY] }));

/** A moderator's case: every field, empty ones as null or [], whatever the member's privacy. */
export const moderationFieldProperties = {
  ...Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field.name, Type.Unsafe(storedSchema(field))]),
  ),
  field_privacy: Type.Object(
    Object.fromEntries(PRIVATE_FIELDS.map(({ name }) => [name, fieldPrivacySchema])),
  ),
} as unknown as Properties<AllProfileFields>;

/**
 * The member's own profile's fields (webprofile): every field, empty ones as null or [], with
 * `field_privacy` (each private field's choice) and `filter_<name>` (discovery's filter values).
 */
export const ownProfileFieldProperties = {
  ...moderationFieldProperties,
  ...Object.fromEntries(
    FILTER_FIELDS.map((field) => [
      `filter_${field.name}`,
      Type.Array(Type.String({ enum: [...field.options] })),
    ]),
  ),
} as unknown as Properties<OwnProfileFields>;

/** The fields `audience` may be sent of someone else's profile: a private one absent when hidden or empty. */
function sharedFieldProperties(audiences: readonly ProfileAudience[]) {
  return Object.fromEntries(
    PROFILE_FIELDS.filter((field: ProfileField) =>
      audiences.some((a) => field.shownTo.includes(a)),
    ).map((field) => {
      const schema = Type.Unsafe(valueSchema(field));
      return [field.name, field.memberPrivacy ? Type.Optional(schema) : schema];
    }),
  );
}

/** Another member's profile (webprofilenew): what members, or matches, may see. */
export const memberProfileFieldProperties = sharedFieldProperties([
  'members',
  'matches',
]) as Properties<SharedValuesOf<SeenBy<'members'>>>;

/** A card (every list of people): what everyone may see; the same card for every viewer. */
export const cardFieldProperties = sharedFieldProperties(['card']) as Properties<
  SharedValuesOf<SeenBy<'card'>>
>;

type OptionalInput<T> = TOptional<TUnsafe<T>>;

/** websetprofile: each field as forms send it, and `<name>_privacy` for the private ones. */
export const profileFieldInputs = {
  ...Object.fromEntries(
    PROFILE_FIELDS.map((field) => [
      field.name,
      Type.Optional(
        field.kind === 'list'
          ? Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 50 })])
          : Type.Union([Type.String(), Type.Number()]),
      ),
    ]),
  ),
  ...Object.fromEntries(
    PRIVATE_FIELDS.map(({ name }) => [`${name}_privacy`, Type.Optional(Type.String())]),
  ),
} as unknown as Record<ProfileFieldName, OptionalInput<FieldInput>> &
  Record<`${PrivateFieldName}_privacy`, OptionalInput<string>>;

/** websetfilter: each filterable field's wanted values (none or empty: anyone). */
export const filterFieldInputs = Object.fromEntries(
  FILTER_FIELDS.map(({ name }) => [
    name,
    Type.Optional(Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 50 })])),
  ]),
) as unknown as Record<FilterFieldName, OptionalInput<FieldInput>>;

/** signupweb: the fields every member fills in (spec section 3: gender), each as a text. */
export const signupFieldInputs = Object.fromEntries(
  REQUIRED_FIELDS.map(({ name }) => [name, Type.Optional(Type.String())]),
) as unknown as Record<RequiredProfileFieldName, OptionalInput<string>>;
