import { SHELL_BASENAME } from './shellPages';

/**
 * Every route inside /app (spec section 2) and the remote that owns it. The shell mounts the
 * owning remote under /app for an exact match; each remote builds its own <Routes> from its rows,
 * mapping each page key to a component, so a route is declared once.
 */
export const REMOTES = {
  discovery: 'mf_discovery',
  chat: 'mf_chat',
  profile: 'mf_profile',
  payments: 'mf_payments',
  // The moderators' console: no /app route; the shell mounts it at /moderation (shellPages.ts).
  moderation: 'mf_moderation',
} as const;

export type RemoteKey = keyof typeof REMOTES;

export const APP_ROUTES = [
  { path: 'PeopleNear', remote: 'discovery', page: 'peopleNear' },
  // The index shows the same page; pathTo names a page by its first row, so this one comes after.
  { path: '', remote: 'discovery', page: 'peopleNear' },
  { path: 'PeopleNear/PeopleExplore/:userId', remote: 'discovery', page: 'peopleProfile' },
  { path: 'FindNewPeople', remote: 'discovery', page: 'findNewPeople' },
  { path: 'Saved', remote: 'discovery', page: 'saved' },
  { path: 'Filter', remote: 'discovery', page: 'filter' },
  { path: 'Explore', remote: 'discovery', page: 'explore' },
  { path: 'Feeds', remote: 'discovery', page: 'feeds' },
  { path: 'Visitors', remote: 'discovery', page: 'visitors' },
  { path: 'Visitors/VisitorNew/:userId', remote: 'discovery', page: 'visitorProfile' },
  { path: 'Friends', remote: 'discovery', page: 'friends' },
  { path: 'Friends/FriendsNew/:userId', remote: 'discovery', page: 'friendProfile' },
  { path: 'FriendRequests', remote: 'discovery', page: 'friendRequests' },
  {
    path: 'FriendRequest/FriendRequestNew/:userId',
    remote: 'discovery',
    page: 'friendRequestProfile',
  },
  { path: 'LikeRequests', remote: 'discovery', page: 'likeRequests' },
  { path: 'LikeRequest/LikeRequestNew/:userId', remote: 'discovery', page: 'likerProfile' },
  { path: 'Message', remote: 'chat', page: 'messages' },
  { path: 'Message/MessageNew/:userId/:chatId', remote: 'chat', page: 'chat' },
  { path: 'Profile', remote: 'profile', page: 'profile' },
  { path: 'Profile/EditProfile', remote: 'profile', page: 'editProfile' },
  { path: 'Profile/ProfilePhotoEdit', remote: 'profile', page: 'editPhotos' },
  { path: 'Profile/Questions', remote: 'profile', page: 'questions' },
  { path: 'settings', remote: 'profile', page: 'settings' },
  { path: 'Help', remote: 'profile', page: 'help' },
  { path: 'Help/:id', remote: 'profile', page: 'help' },
  { path: 'Payment', remote: 'payments', page: 'premiumPayment' },
  { path: 'Boostpayment', remote: 'payments', page: 'boostPayment' },
  { path: 'Superlikepayment', remote: 'payments', page: 'superlikePayment' },
] as const satisfies readonly { path: string; remote: RemoteKey; page: string }[];

export type AppRoute = (typeof APP_ROUTES)[number];

/** The page keys one remote must render. */
export type PageOf<R extends RemoteKey> = Extract<AppRoute, { remote: R }>['page'];

export function routesOf<R extends RemoteKey>(remote: R): Extract<AppRoute, { remote: R }>[] {
  return APP_ROUTES.filter((route): route is Extract<AppRoute, { remote: R }> => {
    return route.remote === remote;
  });
}

/** The `:param` names of a route path. */
type ParamsOfPath<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOfPath<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** pathTo's arguments for one row: its page, and a value for each of its params if it has any. */
type PathToArgsOf<Route extends AppRoute> = [ParamsOfPath<Route['path']>] extends [never]
  ? [page: Route['page']]
  : [page: Route['page'], params: Record<ParamsOfPath<Route['path']>, string | number>];

/** One argument list per row of the table (the conditional distributes over the union). */
export type PathToArgs<Route extends AppRoute = AppRoute> = Route extends AppRoute
  ? PathToArgsOf<Route>
  : never;

/** A page that has a row without params: `pathTo(page)` alone names it. */
export type ParamlessPage = Extract<PathToArgs, [unknown]>[0];

/**
 * The router path of a page, `/app/...` below the shell's basename: an unknown page, or a page
 * given the wrong params, does not compile. A page with two rows (help, with and without an id)
 * is the row whose params are the ones given.
 */
export function pathTo(...[page, params]: PathToArgs): string {
  const values: Record<string, string | number> = params ?? {};
  const names = Object.keys(values).sort().join();
  const route = APP_ROUTES.find((row) => row.page === page && paramNamesOf(row.path) === names);
  if (!route) throw new Error(`No /app route of ${page} takes the params ${names}`);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  return `/app/${path}`;
}

/** A path's param names, sorted and joined, to compare with the keys pathTo is given. */
function paramNamesOf(path: string): string {
  return Array.from(path.matchAll(/:(\w+)/g), ([, name]) => name)
    .sort()
    .join();
}

/**
 * The route of the table that a path below /app/ is, exactly (spec: matching is exact): the same
 * segments, case-sensitive, a :param standing for any one segment, trailing slashes aside. The
 * shell mounts the owning remote by it; the server preloads that remote's files by it.
 */
export function findAppRoute(pathBelowApp: string): AppRoute | undefined {
  const segments = pathBelowApp.replace(/\/+$/, '').split('/');
  return APP_ROUTES.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) =>
        part.startsWith(':') ? segments[index] !== '' : part === segments[index],
      )
    );
  });
}

const APP_ADDRESS = `${SHELL_BASENAME}/app`;

/** The remote a browser address needs, when it is an /app route. */
export function remoteOfAddress(pathname: string): RemoteKey | undefined {
  if (pathname !== APP_ADDRESS && !pathname.startsWith(`${APP_ADDRESS}/`)) return undefined;
  return findAppRoute(pathname.slice(APP_ADDRESS.length + 1))?.remote;
}

/** /app/NotFound is the shell's own page, the target of the spec's failed loads. */
export const NOT_FOUND_PATH = '/app/NotFound';
