import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './RemoteLoadError';
import { remoteRetryPlugin } from './remoteRetryPlugin';

type ErrorLoadRemote = NonNullable<ReturnType<typeof remoteRetryPlugin>['errorLoadRemote']>;
type Failure = Parameters<ErrorLoadRemote>[0];

/** The federation instance as far as the plugin uses it: loading a remote again. */
function fakeOrigin(loadRemote: jest.Mock) {
  return { loadRemote } as unknown as ModuleFederation;
}

function failure(overrides: Partial<Failure> & { origin: ModuleFederation }): Failure {
  return {
    id: 'mf_chat/App',
    error: new Error('offline'),
    from: 'runtime',
    lifecycle: 'onLoad',
    ...overrides,
  };
}

describe('remoteRetryPlugin', () => {
  it('loads the remote again and hands back the module when an attempt succeeds', async () => {
    const chatModule = { default: () => null };
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValueOnce(chatModule);
    const errorLoadRemote = remoteRetryPlugin({ retries: 2, delayMs: 0 })
      .errorLoadRemote as ErrorLoadRemote;

    await expect(errorLoadRemote(failure({ origin: fakeOrigin(loadRemote) }))).resolves.toBe(
      chatModule,
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenCalledWith('mf_chat/App');
  });

  it('gives up after its retries with an error naming the remote', async () => {
    const loadRemote = jest.fn().mockRejectedValue(new Error('still offline'));
    const errorLoadRemote = remoteRetryPlugin({ retries: 2, delayMs: 0 })
      .errorLoadRemote as ErrorLoadRemote;

    const attempt = errorLoadRemote(failure({ origin: fakeOrigin(loadRemote) }));

    await expect(attempt).rejects.toThrow(RemoteLoadError);
    await expect(attempt).rejects.toThrow('mf_chat/App');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('leaves failures inside its own attempts, and before the load stage, to the runtime', async () => {
    const plugin = remoteRetryPlugin({ retries: 1, delayMs: 0 });
    const errorLoadRemote = plugin.errorLoadRemote as ErrorLoadRemote;
    const nestedAnswers: unknown[] = [];
    const loadRemote = jest.fn(async (id: string) => {
      // The runtime reports a failure of the nested attempt to the same hook.
      nestedAnswers.push(await errorLoadRemote(failure({ id, origin: fakeOrigin(loadRemote) })));
      throw new Error('still offline');
    });

    await expect(errorLoadRemote(failure({ origin: fakeOrigin(loadRemote) }))).rejects.toThrow(
      RemoteLoadError,
    );
    expect(nestedAnswers).toEqual([undefined]);
    await expect(
      errorLoadRemote(failure({ lifecycle: 'beforeRequest', origin: fakeOrigin(loadRemote) })),
    ).resolves.toBeUndefined();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('lets a load failing while retries are under way wait for them, and retry under new script addresses', async () => {
    const chatModule = { default: () => null };
    const plugin = remoteRetryPlugin({ retries: 2, delayMs: 0 });
    const errorLoadRemote = plugin.errorLoadRemote as ErrorLoadRemote;
    const createScript = plugin.createScript as (args: {
      url: string;
      remoteInfo?: { name: string };
    }) => HTMLScriptElement | undefined;
    const entry = '/remotes/mf-chat/remoteEntry.js';
    const scripts: (string | undefined)[] = [];
    const loadRemote = jest.fn(() => {
      scripts.push(createScript({ url: entry, remoteInfo: { name: 'mf_chat' } })?.src);
      return Promise.resolve(chatModule);
    });

    const first = errorLoadRemote(failure({ origin: fakeOrigin(loadRemote) }));
    const second = errorLoadRemote(failure({ origin: fakeOrigin(loadRemote) }));

    await expect(first).resolves.toBe(chatModule);
    await expect(second).resolves.toBe(chatModule);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(scripts).toEqual([expect.stringMatching(/remoteEntry\.js\?retry=1$/)]);
    expect(createScript({ url: entry, remoteInfo: { name: 'mf_chat' } })).toBeUndefined();
  });
});
