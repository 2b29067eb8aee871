import { datingBaseQuery, type ApiExtra } from '@dating/web';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { mockApi } from './mockApi';
import { TEST_SESSION } from './renderRemote';

/** A remote's store as this test uses it: it runs thunks with the extra it was made with. */
interface RemoteStore {
  dispatch: ThunkDispatch<unknown, ApiExtra, UnknownAction>;
}

/**
 * The test of a remote's `makeStore`: the calls its API makes through `datingBaseQuery` go as the
 * member of the session it is given, with that session's language. A remote's store test is
 * `describeRemoteStore(makeStore)`.
 */
export function describeRemoteStore(makeStore: (extra: ApiExtra) => RemoteStore): void {
  describe('makeStore', () => {
    afterEach(() => jest.restoreAllMocks());

    it("sends the API's calls with the session it is given", async () => {
      const { calls } = mockApi({ webgetcounts: { body: { status: 'true' } } });
      const store = makeStore({ getSession: () => ({ ...TEST_SESSION, language: 'sp' }) });

      // What an endpoint of the remote's API does: the base query with the store's thunk API.
      await store.dispatch((dispatch, getState, extra) =>
        datingBaseQuery(
          { call: 'webgetcounts' },
          {
            dispatch,
            getState,
            extra,
            signal: new AbortController().signal,
            abort: () => undefined,
            endpoint: 'probe',
            type: 'query',
          },
          {},
        ),
      );

      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
      expect(calls[0]?.fields.language).toBe('sp');
    });
  });
}
