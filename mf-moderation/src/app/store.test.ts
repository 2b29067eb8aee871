import { mockApi, TEST_SESSION } from '@dating/testing';
import { queueApi } from '../features/queue/queueApi';
import { makeStore } from './store';

afterEach(() => jest.restoreAllMocks());

describe('makeStore', () => {
  it('sends the console’s calls as JSON with the session it is given', async () => {
    const { calls } = mockApi({
      moderationqueue: { body: { status: 'true', items: [], total: 0 } },
    });
    const store = makeStore({ getSession: () => ({ ...TEST_SESSION, language: 'sp' }) });

    await store.dispatch(queueApi.endpoints.moderationQueue.initiate(1));

    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.fields).toEqual({ language: 'sp', limit: 20, offset: 20 });
  });
});
