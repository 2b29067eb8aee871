/** PostgreSQL settings by name, as a session's startup `options` carry them. */
export type SessionSettings = Readonly<Record<string, string>>;

/**
 * What every connection of the app's pools starts with. JIT off: PostgreSQL compiles with LLVM
 * any statement whose estimate passes `jit_above_cost` (100,000), inlined and optimised past
 * 500,000, and this app's statements are short ones whose estimates can still be large (a batch
 * joined to a table by an OR, a disabled plan node). Presence's partners of a batch of members
 * estimated at 558,752 spent 465 ms of its 565 ms compiling, each time, and held the database's
 * cores while two thousand members came online.
 */
export const APP_SESSION_SETTINGS: SessionSettings = { jit: 'off' };

/**
 * What the batches lane's connections start with besides: generic plans. A group commit's
 * statement takes its batch as arrays, so PostgreSQL, which sees each run's arrays, planned it
 * again at every run (custom plans, never the generic one): 1 to 2 ms of the database's
 * CPU a batch for the chat's texts and acknowledgements, more than running them. Their plans are
 * index lookups by id whatever the batch's length.
 */
export const BATCH_SESSION_SETTINGS: SessionSettings = {
  ...APP_SESSION_SETTINGS,
  plan_cache_mode: 'force_generic_plan',
};

/**
 * The database URL whose sessions start with `settings` (the startup `options`, after any the
 * URL already carries, so the later ones win).
 */
export function urlWithSettings(url: string, settings: SessionSettings): string {
  const withSettings = new URL(url);
  const given = withSettings.searchParams.get('options');
  const added = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  withSettings.searchParams.set('options', [given, ...added].filter(Boolean).join(' '));
  return withSettings.toString();
}
