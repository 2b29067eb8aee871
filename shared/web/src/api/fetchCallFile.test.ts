import { ANSWER_WAIT_MS } from './callTimeLimit';
import { fetchCallFile } from './fetchCallFile';

const extra = { getSession: () => ({ token: 'token-1' }), apiBase: '/api' };

describe('fetchCallFile', () => {
  const realFetch = globalThis.fetch;
  let fetch: jest.Mock;
  beforeEach(() => {
    fetch = jest.fn();
    globalThis.fetch = fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it("asks with the session's token and answers the file's bytes", async () => {
    const bytes = new Blob(['zip']);
    fetch.mockResolvedValue({ ok: true, status: 200, blob: () => Promise.resolve(bytes) });
    await expect(
      fetchCallFile('webdataexportfile', { export_id: 'e1' }, { extra }),
    ).resolves.toEqual({ data: bytes });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/webdataexportfile?export_id=e1');
    expect(init.headers).toEqual({ Authorization: 'Bearer token-1' });
  });

  it("answers a refusal with the server's message", async () => {
    fetch.mockResolvedValue({
      ok: false,
      status: 404,
      statusText: 'Not Found',
      json: () => Promise.resolve({ message: 'This download does not exist' }),
    });
    await expect(
      fetchCallFile('webdataexportfile', { export_id: 'e1' }, { extra }),
    ).resolves.toEqual({ error: { status: 404, message: 'This download does not exist' } });
  });

  it('fails once the server has not started answering within the wait', async () => {
    jest.useFakeTimers();
    fetch.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const answer = fetchCallFile('webchatvoice', { chat_id: '1', message_id: '2' }, { extra });
    await jest.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(answer).resolves.toEqual({
      error: { status: 0, message: `No answer within ${ANSWER_WAIT_MS / 1000} s` },
    });
  });
});
