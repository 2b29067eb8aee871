import {
  PROFILE_FIELDS,
  type ProfileAudience,
  type ProfileField,
  type ProfileFieldName,
} from '@dating/contract';
import { useProfileFieldTexts } from './profileFieldTexts';

export interface ProfileFieldRowsProps {
  /** The profile (or card, or case) whose fields to show: what the server sent of them. */
  values: { readonly [Name in ProfileFieldName]?: unknown };
  /** Which fields: those this audience may see (the server sent no more than that). */
  audience: ProfileAudience;
  /** Fields not to show here (a screen that shows some elsewhere). */
  skip?: readonly string[];
  /** With it, an empty field shows this; without, it is left out. */
  emptyText?: string;
  /** Each row's class (a `div` holding its `dt` and `dd`, inside the screen's own `dl`). */
  rowClassName?: string;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)
  );
}

/** Whether any field this audience may see has a value (so a screen can leave its list out). */
export function hasShownFields(
  values: { readonly [Name in ProfileFieldName]?: unknown },
  audience: ProfileAudience,
): boolean {
  return (PROFILE_FIELDS as readonly ProfileField[]).some(
    (field) => field.shownTo.includes(audience) && !isEmpty(values[field.name as ProfileFieldName]),
  );
}

/**
 * A profile's fields as label and value rows, from the one field list (profileFields.ts), in the
 * reader's language: the member profile, the moderator's case and any card detail render them
 * here, so a new field shows everywhere without touching the screens.
 */
export function ProfileFieldRows({
  values,
  audience,
  skip = [],
  emptyText,
  rowClassName,
}: ProfileFieldRowsProps) {
  const fields = (PROFILE_FIELDS as readonly ProfileField[]).filter(
    (field) => field.shownTo.includes(audience) && !skip.includes(field.name),
  );
  const { textOf, valueOf } = useProfileFieldTexts(
    fields.filter(
      (field) => emptyText !== undefined || !isEmpty(values[field.name as ProfileFieldName]),
    ),
  );
  return (
    <>
      {fields.map((field) => {
        const value = values[field.name as ProfileFieldName];
        if (isEmpty(value) && emptyText === undefined) return null;
        return (
          <div key={field.name} className={rowClassName} data-field={field.name}>
            <dt>{textOf(field).label}</dt>
            <dd>{isEmpty(value) ? emptyText : valueOf(field, value)}</dd>
          </div>
        );
      })}
    </>
  );
}
