/**
 * Compatibility questions (the product's own): the categories the admin files questions under
 * and how much an answer matters to a member, values the browser uses at run time, so they live
 * apart from the schemas (which only the server loads).
 */
export const QUESTION_CATEGORIES = [
  'lifestyle',
  'values',
  'relationships',
  'family',
  'intimacy',
  'beliefs',
  'fun',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/**
 * How much the other's answer matters, least first, each with the weight OkCupid published for
 * it: irrelevant counts for nothing, mandatory outweighs everything else together.
 */
export const IMPORTANCE_WEIGHTS = {
  irrelevant: 0,
  little: 1,
  somewhat: 10,
  very: 50,
  mandatory: 250,
} as const;
export type Importance = keyof typeof IMPORTANCE_WEIGHTS;
export const IMPORTANCES = Object.keys(IMPORTANCE_WEIGHTS) as Importance[];

/**
 * Fewer questions answered by both than this show no percentage (the margin of error, 1/n, is
 * too large below it); the apps say so instead.
 */
export const MIN_COMMON_QUESTIONS = 3;
