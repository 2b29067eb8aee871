import type { CountsResponse, NotificationCounts } from '@dating/contract';
import { callEndpoint } from './baseQuery';

const counts = (memberId: number) => ({ body: { user_id: memberId } });

describe('callEndpoint', () => {
  it("makes the named call's request from the endpoint's argument", () => {
    const { query } = callEndpoint('webgetcounts', counts);

    expect(query(7)).toEqual({ call: 'webgetcounts', body: { user_id: 7 } });
  });

  it("answers the call's answer, or what the endpoint makes of it", () => {
    const answer = { status: 'true', result: { notification: 2 } };
    const whole = callEndpoint('webgetcounts', counts);
    const result = callEndpoint('webgetcounts', counts, (response) => response.result);

    expect(whole.transformResponse(answer, undefined, 7)).toBe(answer);
    expect(result.transformResponse(answer, undefined, 7)).toBe(answer.result);
  });

  it("types the endpoint by the contract's answer: another answer does not compile", () => {
    // tsc checks these lines (the package's typecheck): each fails without its directive.
    const typed: (body: unknown, meta: unknown, arg: number) => CountsResponse = callEndpoint(
      'webgetcounts',
      counts,
    ).transformResponse;
    // @ts-expect-error webgetcounts answers counts, not a list of people.
    const wrong: (body: unknown, meta: unknown, arg: number) => { peoples: unknown[] } =
      callEndpoint('webgetcounts', counts).transformResponse;
    // @ts-expect-error an answer's reader takes the call's answer, not another call's.
    callEndpoint('webgetcounts', counts, (response: { peoples: unknown[] }) => response.peoples);
    // @ts-expect-error the call's fields are the contract's: webgetcounts takes no chat_id.
    callEndpoint('webgetcounts', (chatId: number) => ({ body: { chat_id: chatId } }));
    const result: (body: unknown, meta: unknown, arg: number) => NotificationCounts = callEndpoint(
      'webgetcounts',
      counts,
      (response) => response.result,
    ).transformResponse;

    expect([typed, wrong, result]).toHaveLength(3);
  });
});
