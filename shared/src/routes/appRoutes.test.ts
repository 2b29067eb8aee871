import { findAppRoute, remoteOfAddress } from './appRoutes';

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
