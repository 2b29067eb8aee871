import type { Language } from '../../rules/limits';

/**
 * What a profile field says in one language: its label, the names of its choices, and for a
 * field with a next-best-step, the step's text (the completeness meter's suggestion).
 */
export interface ProfileFieldText {
  label: string;
  /** A choice's or a list item's name, by value (a list of language codes names them with Intl). */
  options?: Readonly<Record<string, string>>;
  /** How discovery's filter names the field, when it filters on it ('Speaks any of'). */
  filterLabel?: string;
  /** The completeness meter's suggestion to fill the field in ('Add your height'). */
  nextStep?: string;
}

/** A field's texts in the product's four languages. */
export type ProfileFieldTexts = Readonly<Record<Language, ProfileFieldText>>;
