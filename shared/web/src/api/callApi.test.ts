import { callApi } from './baseQuery';

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
});
