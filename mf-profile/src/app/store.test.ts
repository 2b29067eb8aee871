import { mockApi, TEST_SESSION } from '@dating/testing';
import { api } from './api';
import { makeStore } from './store';

// What a feature adds; the store must send it as the signed-in member.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => ({ call: 'webgetcounts' }) }),
  }),
});

afterEach(() => jest.restoreAllMocks());

describe('makeStore', () => {
  it("sends the API's calls with the session it is given", async () => {
    const { calls } = mockApi({ webgetcounts: { body: { status: 'true' } } });
    const store = makeStore({ getSession: () => ({ ...TEST_SESSION, language: 'sp' }) });

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
    expect(calls[0]?.fields.language).toBe('sp');
  });
});
