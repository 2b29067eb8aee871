import { callApi } from './baseQuery';
import { ANSWER_WAIT_MS, SLOW_UPLINK_BYTES_PER_S } from './callTimeLimit';

const answered = () => new Response(JSON.stringify({ status: 'true' }), { status: 200 });

/** The caller's task, microtasks included (RTK Query's thunk runs the call in them). */
async function endOfCallersTask() {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('callApi', () => {
  const realFetch = globalThis.fetch;
  let fetch: jest.Mock<Promise<Response>, []>;
  beforeEach(() => {
    fetch = jest.fn(() => Promise.resolve(answered()));
    globalThis.fetch = fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("sends a call in a task after its caller's where the browser has scheduler.yield", async () => {
    const yields = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yields };

    const result = callApi({ call: 'webgetcounts', body: { user_id: 7 } }, { session: null });
    await endOfCallersTask();
    expect(fetch).not.toHaveBeenCalled();

    await expect(result).resolves.toEqual({ data: { status: 'true' } });
    expect(yields).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends it in the caller's task elsewhere, where a later task could reorder it", async () => {
    const result = callApi({ call: 'webgetcounts', body: { user_id: 7 } }, { session: null });
    await endOfCallersTask();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toEqual({ data: { status: 'true' } });
  });

  describe('time limit', () => {
    /** A fetch that never answers, and fails as the browser's does when its signal aborts. */
    const unanswered = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('fails a call the server never answers, instead of waiting forever', async () => {
      fetch.mockImplementation(unanswered as never);
      const result = callApi({ call: 'webgetpeople', body: { user_id: 7 } }, { session: null });
      let settled = false;
      void result.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
      expect(settled).toBe(false);

      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({
        error: { status: 0, message: `No answer within ${ANSWER_WAIT_MS / 1000} s` },
      });
    });

    it('fails one whose server sent its headers and then nothing more', async () => {
      const headersOnly = { ok: true, status: 200, text: () => new Promise<string>(() => {}) };
      fetch.mockImplementation((() => Promise.resolve(headersOnly)) as never);
      const result = callApi({ call: 'webgetcounts', body: { user_id: 7 } }, { session: null });
      await jest.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
      await expect(result).resolves.toEqual({
        error: { status: 0, message: `No answer within ${ANSWER_WAIT_MS / 1000} s` },
      });
    });

    it('gives a photo the time a slow uplink takes to send it', async () => {
      fetch.mockImplementation(unanswered as never);
      const file = `data:image/jpeg;base64,${'A'.repeat(1_500_000)}`;
      const result = callApi(
        { call: 'uploadimageweb', body: { file }, json: true },
        { session: null },
      );
      const sendingMs = (1_500_000 / SLOW_UPLINK_BYTES_PER_S) * 1000;
      let settled = false;
      void result.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(ANSWER_WAIT_MS + sendingMs - 1000);
      expect(settled).toBe(false);

      await jest.advanceTimersByTimeAsync(2000);
      expect(settled).toBe(true);
      await expect(result).resolves.toEqual({
        error: { status: 0, message: `No answer within ${(ANSWER_WAIT_MS + sendingMs) / 1000} s` },
      });
    });

    it('reports a call its caller dropped as dropped, not as timed out', async () => {
      fetch.mockImplementation(unanswered as never);
      const caller = new AbortController();
      const result = callApi(
        { call: 'webgetpeople', body: { user_id: 7 } },
        { session: null, signal: caller.signal },
      );
      await jest.advanceTimersByTimeAsync(10);
      caller.abort(new DOMException('The page moved on', 'AbortError'));
      await expect(result).resolves.toEqual({
        error: { status: 0, message: 'The page moved on' },
      });
    });
  });
});
