import { ageAfterName, type Language } from '@dating/contract';

/**
 * A member's name and age as one item ('Anna, 28'; 'Anna، 28' in Arabic): a heading that lays
 * out its badges with a gap must not part the comma from the name. The name in its own direction,
 * so a Latin name keeps the comma after it in the Arabic UI.
 */
export function NameAndAge({
  name,
  age,
  language,
  className,
}: {
  name: string;
  /** Null when the member hides it. */
  age: number | null;
  language: Language;
  className?: string;
}) {
  return (
    <span className={className}>
      <bdi>{name}</bdi>
      {age !== null ? ageAfterName(age, language) : null}
    </span>
  );
}
