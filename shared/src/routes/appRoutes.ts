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
} as const;

export type RemoteKey = keyof typeof REMOTES;

export const APP_ROUTES = [
  { path: '', remote: 'discovery', page: 'peopleNear' },
  { path: 'PeopleNear', remote: 'discovery', page: 'peopleNear' },
  { path: 'PeopleNear/PeopleExplore/:userId', remote: 'discovery', page: 'peopleProfile' },
  { path: 'FindNewPeople', remote: 'discovery', page: 'findNewPeople' },
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
