import { API_PREFIX } from '@dating/web';

/** What the mocked server answers to one call: a JSON body, with HTTP 200 unless told. */
export interface MockAnswer {
  status?: number;
  body: unknown;
}

/**
 * An answer that depends on what was sent, e.g. refusing until a confirming field is set; a
 * promise holds the answer back until the test resolves it.
 */
export type MockResponder = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

/** One call the code under test made, as the server would have received it. */
export interface RecordedCall {
  call: string;
  method: string;
  headers: Headers;
  fields: Record<string, unknown>;
}

function fieldsOf(body: RequestInit['body']): Record<string, unknown> {
  if (body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    body.forEach((value, key) => {
      fields[key] = value;
    });
    return fields;
  }
  return typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : {};
}

/**
 * Answers `/api/<call>` requests at the network edge (`fetch`), as the server would, and records
 * them. Calls without an answer get the server's 404. Undo with `jest.restoreAllMocks()`.
 */
export function mockApi(answers: Record<string, MockAnswer | MockResponder>): {
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  // The test environment has no fetch, so a test that forgets to mock the network fails loudly;
  // give spyOn one that still does once the mock is restored.
  if (typeof globalThis.fetch !== 'function') {
    globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked: use mockApi'));
  }
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const call = url.slice(url.indexOf(`${API_PREFIX}/`) + API_PREFIX.length + 1);
    const recorded: RecordedCall = {
      call,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      fields: fieldsOf(init.body),
    };
    calls.push(recorded);
    const given = answers[call];
    const answer = (typeof given === 'function' ? given(recorded) : given) ?? {
      status: 404,
      body: { status: 'false', message: 'Not found' },
    };
    return Promise.resolve(answer).then(
      ({ status = 200, body }) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
  });
  return { calls };
}
