import { describeRemoteStore, TEST_SESSION } from '@dating/testing';
import { ownProfileApi } from '../features/own-profile/ownProfileApi';
import { swipeApi } from '../features/swipe/swipeApi';
import { makeStore } from './store';

describeRemoteStore(makeStore);

afterEach(() => {
  jest.restoreAllMocks();
  delete window.datingEarlyCalls;
});

/** index.html's early people call, answered with `body` before the store was made. */
function earlyPeopleAnswer(body: unknown) {
  window.datingEarlyCalls = {
    memberId: String(TEST_SESSION.memberId),
    token: TEST_SESSION.token,
    language: TEST_SESSION.language,
    startedAt: performance.now(),
    calls: { webgetpeople: Promise.resolve(Response.json(body)) },
    bodies: { webgetpeople: body },
  };
}

const peopleNear = (store: ReturnType<typeof makeStore>) =>
  swipeApi.endpoints.people.select(TEST_SESSION.memberId)(store.getState()).data?.peoples;

describe('makeStore with early answers', () => {
  it('starts with the people near an early answer brought, once', () => {
    const person = { user_id: 21, user_name: 'Bruno' };
    earlyPeopleAnswer({ status: 'true', peoples: [person] });

    expect(peopleNear(makeStore({ getSession: () => TEST_SESSION }))).toEqual([person]);
    // Taken once: a store made later asks the server.
    expect(peopleNear(makeStore({ getSession: () => TEST_SESSION }))).toBe(undefined);
  });

  it("does not start with another session's early answer", () => {
    earlyPeopleAnswer({ status: 'true', peoples: [{ user_id: 21, user_name: 'Bruno' }] });

    expect(peopleNear(makeStore({ getSession: () => ({ ...TEST_SESSION, token: 'other' }) }))).toBe(
      undefined,
    );
  });

  it('starts empty when the early answer is not a list of people', () => {
    earlyPeopleAnswer({ status: 'false', message: 'Something went wrong' });

    expect(peopleNear(makeStore({ getSession: () => TEST_SESSION }))).toBe(undefined);
  });

  it("starts with the member's profile an early answer brought, leaving it for the shell's call", () => {
    const profile = { user_id: TEST_SESSION.memberId, premium_member: 'true' };
    const answer = Promise.resolve(Response.json({ status: 'true', result: profile }));
    window.datingEarlyCalls = {
      memberId: String(TEST_SESSION.memberId),
      token: TEST_SESSION.token,
      language: TEST_SESSION.language,
      startedAt: performance.now(),
      calls: { webprofile: answer },
      bodies: { webprofile: { status: 'true', result: profile } },
    };
    const store = makeStore({ getSession: () => TEST_SESSION });

    expect(
      ownProfileApi.endpoints.ownProfile.select(TEST_SESSION.memberId)(store.getState()).data,
    ).toEqual(profile);
    expect(window.datingEarlyCalls.calls.webprofile).toBe(answer);
  });
});
