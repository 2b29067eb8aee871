/**
 * Local storage of spec section 3 (Client-side session data), under the spec's names: the apps
 * read and write it only through `localStore`, so a key outside this list does not compile. The
 * spec's api_url is not kept: the API is the page's own origin.
 */
export const LOCAL_STORAGE_KEYS = [
  'session_userid',
  'session_token',
  'current_username',
  'language',
  'selected_premium',
  'premium_price',
  'selected_boostpremium',
  'boostpremium_price',
  'selected_superlikepremium',
  'superlikepremium_price',
  'currency',
  'premium_popup',
  'boost_premium_popup',
  'superlike_premium_popup',
  'filter_page',
  'peopleforid',
  'image_name',
  'image_url',
  /**
   * Not the spec's: the member's own profile as last answered, so a return visit renders the
   * sidebar and the premium state at once while webprofile is asked again; cleared with the
   * session.
   */
  'last_profile',
  /**
   * Not the spec's: '1' when the member's filter shows only verified members (webgetpeople's
   * verified_only); kept in the browser like filter_page, since websetfilter has no such field.
   */
  'verified_only',
  /**
   * Not the spec's: admindatas' admin_enable_ads as last answered, so the /app layout places its
   * ad slot in the first render instead of pushing the page down when the answer comes.
   */
  'ads_enabled',
] as const;

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[number];

export const SESSION_STORAGE_KEYS = [
  /** Spec section 3: a member signed in in this tab. */
  'logged_in',
  /** A remote's standalone harness keeps its own session, apart from the product's. */
  'dating_harness_session',
  /** The installed app showed its start-up splash in this launch (shell features/splash). */
  'splash_shown',
  /**
   * QA's remote versions for this tab (`?remote:mf-chat=<version>`), as GET remotes' `override`:
   * 'mf-chat:<version>,...'. The shell's index.html writes it, and reads it for its early call.
   */
  'remote_overrides',
] as const;

export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[number];

export interface KeyedStorage<Key extends string> {
  read(key: Key): string | null;
  write(key: Key, value: string): void;
  remove(key: Key): void;
}

// Looked up on each call: where the browser refuses storage, reading window.localStorage throws,
// and that must not stop @dating/web from loading.
function keyedStorage<Key extends string>(storage: () => Storage): KeyedStorage<Key> {
  return {
    read: (key) => storage().getItem(key),
    write: (key, value) => storage().setItem(key, value),
    remove: (key) => storage().removeItem(key),
  };
}

export const localStore = keyedStorage<LocalStorageKey>(() => window.localStorage);
export const sessionStore = keyedStorage<SessionStorageKey>(() => window.sessionStorage);
