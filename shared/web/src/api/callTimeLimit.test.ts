import { untilAborted } from './callTimeLimit';

describe('untilAborted', () => {
  const never = new Promise<string>(() => {});

  it('answers with the answer while the signal holds', async () => {
    await expect(untilAborted(Promise.resolve('card'), new AbortController().signal)).resolves.toBe(
      'card',
    );
  });

  it('fails once the signal aborts, whatever the answer does', async () => {
    const controller = new AbortController();
    const result = untilAborted(never, controller.signal);
    controller.abort(new Error('No answer within 20 s'));
    await expect(result).rejects.toThrow('No answer within 20 s');
  });

  it('fails at once for a call dropped before it started', async () => {
    const controller = new AbortController();
    controller.abort(new Error('The page moved on'));
    await expect(untilAborted(never, controller.signal)).rejects.toThrow('The page moved on');
  });
});
