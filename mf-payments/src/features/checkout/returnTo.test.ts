import { returnToOf } from './returnTo';

describe('returnToOf', () => {
  it('goes back to the app page the plan was chosen on, with its query', () => {
    expect(returnToOf({ returnTo: '/app/PeopleNear' })).toBe('/app/PeopleNear');
    expect(returnToOf({ returnTo: '/app/Visitors/VisitorNew/42?from=list' })).toBe(
      '/app/Visitors/VisitorNew/42?from=list',
    );
  });

  it('goes to the profile when there is no way back, or one that is not a page of the app', () => {
    for (const state of [
      null,
      undefined,
      'PeopleNear',
      { returnTo: 42 },
      { returnTo: 'https://evil.example/app/PeopleNear' },
      { returnTo: '//evil.example/app/PeopleNear' },
      { returnTo: '/app/../login' },
      { returnTo: '/app/NoSuchPage' },
      { returnTo: '/web/app/PeopleNear' },
      // Back to a payment screen would ask to pay again.
      { returnTo: '/app/Superlikepayment' },
    ]) {
      expect(returnToOf(state)).toBe('/app/Profile');
    }
  });
});
