import { callApi, isRefusal } from './baseQuery';
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

  describe('errors', () => {
    const errorOf = async (response: Promise<Response>) => {
      fetch.mockReturnValue(response);
      const result = await callApi(
        { call: 'webgetcounts', body: { user_id: 7 } },
        { session: null },
      );
      if (!('error' in result)) throw new Error('the call was expected to fail');
      return result.error;
    };

    it("a refusal carries the server's message and is a refusal", async () => {
      const error = await errorOf(
        Promise.resolve(new Response(JSON.stringify({ message: 'Not allowed' }), { status: 403 })),
      );
      expect(error).toEqual({ status: 403, message: 'Not allowed' });
      expect(isRefusal(error)).toBe(true);
    });

    it('a server error with a plain text body says that text, and is no refusal', async () => {
      const error = await errorOf(Promise.resolve(new Response('Database down', { status: 500 })));
      expect(error).toEqual({ status: 500, message: 'Database down' });
      expect(isRefusal(error)).toBe(false);
    });

    it('an answer without a message says its status text', async () => {
      const error = await errorOf(
        Promise.resolve(
          new Response('{"status":"false"}', { status: 404, statusText: 'Not Found' }),
        ),
      );
      expect(error).toEqual({ status: 404, message: 'Not Found' });
    });

    it('no answer at all is status 0, no refusal', async () => {
      const error = await errorOf(Promise.reject(new TypeError('Failed to fetch')));
      expect(error).toEqual({ status: 0, message: 'Failed to fetch' });
      expect(isRefusal(error)).toBe(false);
    });
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
