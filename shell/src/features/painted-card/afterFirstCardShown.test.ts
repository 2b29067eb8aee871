import { afterFirstCardShown, FIRST_CARD_WAIT_MS } from './afterFirstCardShown';

/** A reader of whether `promise` has settled. */
const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete window.datingEarlyCalls;
});

function earlyCallsWith(firstCardShown?: Promise<void>) {
  window.datingEarlyCalls = {
    memberId: '7',
    token: 'token-7',
    language: 'en',
    startedAt: 0,
    calls: {},
    firstCardShown,
  };
}

describe('afterFirstCardShown', () => {
  it('lets the app start at once where no card is painted', async () => {
    await expect(afterFirstCardShown()).resolves.toBeUndefined();
    earlyCallsWith(undefined);
    await expect(afterFirstCardShown()).resolves.toBeUndefined();
  });

  it("waits for the painted card's photo, then a frame", async () => {
    let photoLoaded = () => {};
    earlyCallsWith(new Promise<void>((resolve) => (photoLoaded = resolve)));
    const done = settled(afterFirstCardShown());

    await jest.advanceTimersByTimeAsync(FIRST_CARD_WAIT_MS / 2);
    expect(done()).toBe(false);
    photoLoaded();
    await jest.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('starts the app anyway when the photo takes longer than the wait', async () => {
    earlyCallsWith(new Promise<void>(() => {}));
    const done = settled(afterFirstCardShown());

    await jest.advanceTimersByTimeAsync(FIRST_CARD_WAIT_MS - 10);
    expect(done()).toBe(false);
    await jest.advanceTimersByTimeAsync(60);
    expect(done()).toBe(true);
  });

  it('starts the app in a background tab, which draws no frames, once the photo is there', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    earlyCallsWith(Promise.resolve());

    await expect(afterFirstCardShown()).resolves.toBeUndefined();
    expect(frames).not.toHaveBeenCalled();
    visibility.mockRestore();
  });
});
