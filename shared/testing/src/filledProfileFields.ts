import {
  PROFILE_FIELDS,
  profileFieldText,
  type ProfileField,
  type SharedProfileFields,
} from '@dating/contract';

/** Every field with a value, as a member who filled in their whole profile has. */
export type FilledProfileFields = Required<SharedProfileFields>;

function sampleValue(field: ProfileField): unknown {
  switch (field.kind) {
    case 'text':
      return `The member's ${profileFieldText(field, 'en').label.toLowerCase()}`;
    case 'choice':
      return field.options[1] ?? field.options[0];
    case 'number':
      return Math.round((field.min + field.max) / 2);
    case 'list':
      return field.options.slice(0, 2);
  }
}

/**
 * A value for every profile field (or only those `which` keeps), taken from the field's
 * definition: fixtures build on it, so a field added to profileFields.ts is in them at once.
 * Tests read the values they check from it rather than writing them out.
 */
export function filledProfileFields(): FilledProfileFields;
export function filledProfileFields(
  which: (field: ProfileField) => boolean,
): Partial<FilledProfileFields>;
export function filledProfileFields(
  which: (field: ProfileField) => boolean = () => true,
): Partial<FilledProfileFields> {
  return Object.fromEntries(
    PROFILE_FIELDS.filter(which).map((field) => [field.name, sampleValue(field)]),
  );
}
