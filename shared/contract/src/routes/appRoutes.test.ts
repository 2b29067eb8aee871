import { findAppRoute, pathTo, remoteOfAddress } from './appRoutes';

describe('findAppRoute', () => {
  it.each([
    ['', 'discovery', 'peopleNear'],
    ['PeopleNear', 'discovery', 'peopleNear'],
    ['PeopleNear/PeopleExplore/12', 'discovery', 'peopleProfile'],
    ['Message', 'chat', 'messages'],
    ['Message/MessageNew/12/40', 'chat', 'chat'],
    ['Profile/EditProfile', 'profile', 'editProfile'],
    ['settings', 'profile', 'settings'],
    ['Help/2', 'profile', 'help'],
    ['Superlikepayment', 'payments', 'superlikePayment'],
    ['Friends/', 'discovery', 'friends'],
  ])('matches /app/%s to %s (%s)', (path, remote, page) => {
    expect(findAppRoute(path)).toMatchObject({ remote, page });
  });

  it.each([
    'NotFound',
    'Message/MessageNew/12',
    'Message/MessageNew/12/40/extra',
    'Profile/Unknown',
    'profile',
    'Settings',
    'PeopleNear/PeopleExplore/',
    '/PeopleNear',
  ])('matches /app/%s to no route (exact and case-sensitive)', (path) => {
    expect(findAppRoute(path)).toBeUndefined();
  });
});

describe('remoteOfAddress', () => {
  it.each([
    ['/web/app', 'discovery'],
    ['/web/app/', 'discovery'],
    ['/web/app/Message/MessageNew/12/40', 'chat'],
    ['/web/app/settings', 'profile'],
  ])('names the remote %s needs: %s', (pathname, remote) => {
    expect(remoteOfAddress(pathname)).toBe(remote);
  });

  it.each(['/web/', '/web/login', '/web/application', '/web/app/NotFound', '/app/Profile'])(
    'names none for %s',
    (pathname) => {
      expect(remoteOfAddress(pathname)).toBeUndefined();
    },
  );
});

describe('pathTo', () => {
  it.each([
    [pathTo('peopleNear'), '/app/PeopleNear'],
    [pathTo('friends'), '/app/Friends'],
    [pathTo('settings'), '/app/settings'],
    [pathTo('help'), '/app/Help'],
    [pathTo('help', { id: 2 }), '/app/Help/2'],
    [pathTo('chat', { userId: 12, chatId: 40 }), '/app/Message/MessageNew/12/40'],
    [pathTo('friendProfile', { userId: 'a b/c' }), '/app/Friends/FriendsNew/a%20b%2Fc'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('builds a path the table matches to the same page', () => {
    const built = pathTo('likerProfile', { userId: 7 });
    expect(findAppRoute(built.slice('/app/'.length))?.page).toBe('likerProfile');
  });

  it('refuses what the types refuse, for callers outside TypeScript', () => {
    // @ts-expect-error: no such page
    expect(() => pathTo('nowhere')).toThrow();
    // @ts-expect-error: chat needs chatId too
    expect(() => pathTo('chat', { userId: 12 })).toThrow();
    // @ts-expect-error: friends takes no params
    expect(() => pathTo('friends', { userId: 12 })).toThrow();
  });
});
