/**
 * How long a member snoozes (Settings): a day, three days, a week, or until they turn it off.
 * Values the browser uses at run time, so they live apart from the schemas.
 */
export const SNOOZE_CHOICES = ['day', 'three_days', 'week', 'until_off'] as const;

export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];
