import { callApi, SCRIPTS_HELD_AT_MOST_MS, type Session } from '@dating/web';
import { startEarlyCalls } from '@dating/web/early-call-script';
import { waitFor } from '@testing-library/react';
import { earlyCallAnswered } from '../../test/earlyCallAnswered';
import { readLastProfile } from './storedSession';

const SESSION: Session = {
  memberId: 7,
  token: 'token-7',
  language: 'fr',
  premium: null,
  pageUpsell: false,
};

interface Sent {
  call: string;
  method: string;
  fields: Record<string, FormDataEntryValue>;
  authorization: string | null;
  priority: RequestPriority | undefined;
}

let sent: Sent[];
/** GET remotes, asked beside the calls on every page of a signed-in member. */
let remotesAsked: Sent[];

/** Opens `address` as the browser would, runs the inline script and records what it sent. */
function loadPage(
  address: string,
  {
    signedIn = true,
    cookie = 'onboarded=true',
    verifiedOnly = false,
    lastProfile = undefined as object | undefined,
  } = {},
) {
  window.history.replaceState(null, '', address);
  localStorage.clear();
  document.cookie = `${cookie}; path=/`;
  document.documentElement.lang = 'fr';
  if (signedIn) {
    localStorage.setItem('session_userid', '7');
    localStorage.setItem('session_token', 'token-7');
  }
  if (verifiedOnly) localStorage.setItem('verified_only', '1');
  if (lastProfile) localStorage.setItem('last_profile', JSON.stringify(lastProfile));
  // The source the build compiles into index.html's inline script (@dating/build's inlineScript).
  startEarlyCalls();
}

beforeEach(() => {
  sent = [];
  remotesAsked = [];
  delete window.datingEarlyCalls;
  delete window.datingEarlyRemotes;
  sessionStorage.clear();
  globalThis.fetch ??= () => Promise.reject(new Error('fetch is not mocked'));
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = url.replace('/api/', '');
    (call.startsWith('remotes') ? remotesAsked : sent).push({
      call,
      method: init.method ?? 'GET',
      fields: init.body ? Object.fromEntries((init.body as FormData).entries()) : {},
      authorization: new Headers(init.headers).get('Authorization'),
      priority: init.priority,
    });
    return Promise.resolve(Response.json({ status: 'true', answered: `${call} #${sent.length}` }));
  });
});

afterEach(() => jest.restoreAllMocks());

describe("index.html's early calls", () => {
  it("ask where the remotes live with the member's token and this tab's QA overrides", () => {
    loadPage('/web/app/Chats?remote:mf-chat=3-c0ffee12&tab=all');
    expect(remotesAsked).toEqual([
      {
        call: `remotes?override=${encodeURIComponent('mf-chat:3-c0ffee12')}`,
        method: 'GET',
        fields: {},
        authorization: 'Bearer token-7',
        priority: undefined,
      },
    ]);
    // Kept for the tab and taken out of the address bar; the page's own parameters stay.
    expect(sessionStorage.getItem('remote_overrides')).toBe('mf-chat:3-c0ffee12');
    expect(window.location.search).toBe('?tab=all');
    expect(window.datingEarlyRemotes).toMatchObject({
      token: 'token-7',
      override: 'mf-chat:3-c0ffee12',
    });

    remotesAsked = [];
    loadPage('/web/login', { signedIn: false });
    expect(remotesAsked).toEqual([]);
  });

  it('start the people near, the profile, the counts and the ads setting on PeopleNear, the counts and the ads setting behind', () => {
    loadPage('/web/app/PeopleNear');

    // The people's answer paints the top card; neither it nor the first render needs the others.
    expect(sent.map(({ call, method, priority }) => `${method} ${call} ${priority}`)).toEqual([
      'POST webgetpeople auto',
      'POST webprofile auto',
      'POST webgetcounts low',
      'GET admindatas low',
    ]);
    for (const { method, fields, authorization } of sent) {
      if (method === 'POST') expect(fields).toMatchObject({ user_id: '7', language: 'fr' });
      expect(authorization).toBe('Bearer token-7');
    }
  });

  it('leave out the ads setting for a member whose last profile sees no ads', () => {
    loadPage('/web/app/PeopleNear', { lastProfile: { user_id: 7, premium_member: 'true' } });
    loadPage('/web/app/Message', { lastProfile: { user_id: 7, hide_ads: 'true' } });
    loadPage('/web/app/Message', { lastProfile: { user_id: 7, premium_member: 'false' } });

    expect(sent.map(({ call }) => call)).toEqual([
      'webgetpeople',
      'webprofile',
      'webgetcounts',
      'webprofile',
      'webgetcounts',
      'webprofile',
      'webgetcounts',
      'admindatas',
    ]);
  });

  it("send the filter's verified only with the people near, as the deck asks for them", () => {
    loadPage('/web/app/PeopleNear');
    expect(sent.find(({ call }) => call === 'webgetpeople')!.fields).not.toHaveProperty(
      'verified_only',
    );

    sent = [];
    loadPage('/web/app/PeopleNear', { verifiedOnly: true });
    expect(sent.find(({ call }) => call === 'webgetpeople')!.fields).toMatchObject({
      verified_only: 'true',
    });
  });

  it('start the profile and the counts on other /app pages, nothing elsewhere or signed out', () => {
    loadPage('/web/app/Message');
    expect(sent.map(({ call, priority }) => `${call} ${priority}`)).toEqual([
      'webprofile auto',
      'webgetcounts low',
      'admindatas low',
    ]);

    sent = [];
    delete window.datingEarlyCalls;
    loadPage('/web/login');
    loadPage('/web/app/Profile', { signedIn: false });
    loadPage('/web/app/Profile', { cookie: 'onboarded=false' });
    expect(sent).toEqual([]);
  });

  it("are adopted once by the page's first same call, which then sends nothing itself", async () => {
    loadPage('/web/app/PeopleNear');

    const first = await callApi({ call: 'webprofile', body: { user_id: 7 } }, { session: SESSION });
    const second = await callApi(
      { call: 'webprofile', body: { user_id: 7 } },
      { session: SESSION },
    );

    expect(first).toEqual({ data: { status: 'true', answered: 'webprofile #2' } });
    expect(second).toEqual({ data: { status: 'true', answered: 'webprofile #5' } });
    expect(sent.map(({ call }) => call)).toEqual([
      'webgetpeople',
      'webprofile',
      'webgetcounts',
      'admindatas',
      'webprofile',
    ]);
  });

  it("are not adopted by another question of the same call (a chat's header), which the own profile then still adopts", async () => {
    loadPage('/web/app/Message');

    const header = await callApi(
      { call: 'webprofile', body: { user_id: 7, chat_userid: 9, chat_id: 3 } },
      { session: SESSION },
    );
    const own = await callApi({ call: 'webprofile', body: { user_id: 7 } }, { session: SESSION });

    // The page's own early calls (the profile, the counts, the ads setting) went first.
    expect(header).toEqual({ data: { status: 'true', answered: 'webprofile #4' } });
    expect(sent[3]?.fields).toMatchObject({ chat_userid: '9', chat_id: '3' });
    expect(own).toEqual({ data: { status: 'true', answered: 'webprofile #1' } });
  });

  it("keep each successful answer's body once it has arrived, for a store to start with", async () => {
    loadPage('/web/app/PeopleNear');

    await waitFor(() =>
      expect(window.datingEarlyCalls?.bodies).toEqual({
        webgetpeople: { status: 'true', answered: 'webgetpeople #1' },
        webprofile: { status: 'true', answered: 'webprofile #2' },
        webgetcounts: { status: 'true', answered: 'webgetcounts #3' },
        admindatas: { status: 'true', answered: 'admindatas #4' },
      }),
    );
    // The copy leaves the answer whole for the call that adopts it.
    const adopted = await callApi(
      { call: 'webgetcounts', body: { user_id: 7 } },
      { session: SESSION },
    );
    expect(adopted).toEqual({ data: { status: 'true', answered: 'webgetcounts #3' } });
    expect(window.datingEarlyCalls?.bodies).not.toHaveProperty('webgetcounts');
  });

  it("give the member's profile to the first render until the page's call adopts it, answering the very object shown", async () => {
    const profile = { user_id: 7, user_name: 'Ada', premium_member: 'true' };
    earlyCallAnswered('webprofile', { status: 'true', result: profile });
    localStorage.setItem('session_token', 'token-7');

    expect(readLastProfile(7)).toEqual(profile);
    expect(readLastProfile(8)).toBeNull();

    const adopted = await callApi(
      { call: 'webprofile', body: { user_id: 7 } },
      { session: { ...SESSION, language: 'en' } },
    );
    // Not a copy parsed again: what the first render showed is what the call answers.
    expect(adopted).toEqual({ data: { status: 'true', result: profile } });
    expect((adopted as { data: { result: unknown } }).data.result).toBe(profile);
    expect(readLastProfile(7)).toBeNull();
  });

  /** PeopleNear opened with one person near: its top card's painted photo, not loaded yet. */
  async function paintedTopCard(): Promise<HTMLImageElement> {
    document.body.innerHTML = '<div id="root"></div>';
    const person = {
      user_name: 'Anna',
      age: 28,
      location: 'Lyon',
      distance: 3,
      imagess: ['/a.webp'],
    };
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(Response.json({ status: 'true', peoples: [person] })),
      );
    loadPage('/web/app/PeopleNear');
    return waitFor(() => {
      const painted = document.querySelector<HTMLImageElement>('#painted-card img');
      expect(painted).not.toBeNull();
      return painted as HTMLImageElement;
    });
  }

  /**
   * Checks that what the early calls settle once PeopleNear's painted photo is on screen waits for
   * its load, then settles.
   */
  async function expectSettledByPhotoLoad(
    settled: (early: NonNullable<Window['datingEarlyCalls']>) => Promise<void> | undefined,
  ) {
    const photo = await paintedTopCard();
    const early = window.datingEarlyCalls;
    expect(early).toBeDefined();
    let done = false;
    void (early && settled(early))?.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    photo.dispatchEvent(new Event('load'));
    await waitFor(() => expect(done).toBe(true));
    document.body.innerHTML = '';
  }

  it("on PeopleNear, tell the app's start when the painted top card's photo has loaded", async () => {
    await expectSettledByPhotoLoad((early) => early.firstCardShown);
  });

  it("on PeopleNear, hold the shell's scripts for the photo, at most SCRIPTS_HELD_AT_MOST_MS", async () => {
    await expectSettledByPhotoLoad((early) => early.scriptsHeld);

    // An answer that never comes holds them no longer than the limit.
    jest.useFakeTimers();
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    loadPage('/web/app/PeopleNear');
    let released = false;
    void window.datingEarlyCalls?.scriptsHeld?.then(() => (released = true));
    await jest.advanceTimersByTimeAsync(SCRIPTS_HELD_AT_MOST_MS - 1);
    expect(released).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    jest.useRealTimers();

    loadPage('/web/app/Matches');
    expect(window.datingEarlyCalls?.scriptsHeld).toBeUndefined();
  });

  it('tell it at once when nothing is painted, and nothing on the other pages', async () => {
    loadPage('/web/app/PeopleNear');
    await expect(window.datingEarlyCalls?.firstCardShown).resolves.toBeUndefined();

    loadPage('/web/app/Matches');
    expect(window.datingEarlyCalls).toBeDefined();
    expect(window.datingEarlyCalls?.firstCardShown).toBeUndefined();
  });

  it('are not adopted by another session or in another language', async () => {
    loadPage('/web/app/PeopleNear');

    const other = await callApi(
      { call: 'webgetcounts', body: { user_id: 7 } },
      { session: { ...SESSION, token: 'token-8' } },
    );
    const english = await callApi(
      { call: 'webgetpeople', body: { user_id: 7, timestamp: 1 } },
      { session: { ...SESSION, language: 'en' } },
    );

    expect(other).toEqual({ data: { status: 'true', answered: 'webgetcounts #5' } });
    expect(english).toEqual({ data: { status: 'true', answered: 'webgetpeople #6' } });
  });
});
