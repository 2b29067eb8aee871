import { sql, type RawBuilder } from 'kysely';
import { CONTENT_DEFAULTS } from './contentDefaults';
import type { SettingKey } from './settingRules';

/**
 * An admin setting read inside a statement, as ContentService.settings answers it (the stored
 * value, else its default): a call that needs one pays no round trip of its own for it.
 */
export const settingInStatement = (key: SettingKey): RawBuilder<string> =>
  sql<string>`coalesce((select value from settings where key = ${sql.lit(key)}),
    ${sql.lit(CONTENT_DEFAULTS.settings[key])})`;

/** The admin's max_distance in km, read in the statement likewise. */
export const MAX_DISTANCE_KM = sql<number>`${settingInStatement('max_distance')}::int`;
