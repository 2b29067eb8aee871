import { mockApi } from '@dating/testing';
import { waitFor } from '@testing-library/react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationRemoteLoader } from './createFederationRemoteLoader';
import { RemoteLoadError } from './RemoteLoadError';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CHAT_ENTRY = { name: 'mf_chat', entry: '/remotes/mf-chat/remoteEntry.js' };
const chatModule = { default: () => null };

describe('createFederationRemoteLoader', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset().mockResolvedValue(chatModule);
    jest.mocked(registerRemotes).mockReset();
    jest.mocked(registerPlugins).mockReset();
  });

  it('registers the remotes the server lists, once, and loads <container>/App', async () => {
    const api = mockApi({ remotes: { body: { status: 'true', remotes: [CHAT_ENTRY] } } });
    const loader = createFederationRemoteLoader();

    expect(loader.loadedApp('chat')).toBeUndefined();
    await expect(loader.loadApp('chat')).resolves.toBe(chatModule);
    expect(loader.loadedApp('chat')).toBe(chatModule);
    await loader.loadApp('chat');

    expect(api.calls).toEqual([expect.objectContaining({ call: 'remotes', method: 'GET' })]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([CHAT_ENTRY]);
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'dating-remote-retry' }),
    ]);
    expect(loadRemote).toHaveBeenCalledWith('mf_chat/App');
  });

  it('loads the App of the remote the start address needs once the list is in', async () => {
    const api = mockApi({ remotes: { body: { status: 'true', remotes: [CHAT_ENTRY] } } });

    const loader = createFederationRemoteLoader({ prefetch: 'chat' });

    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_chat/App'));
    expect(registerRemotes).toHaveBeenCalledWith([CHAT_ENTRY]);
    // The mount gets it from the runtime, which keeps what it loaded; the list is asked once.
    await expect(loader.loadApp('chat')).resolves.toBe(chatModule);
    expect(api.calls).toHaveLength(1);
  });

  it('loads no remote when the start address needs none, and asks for the list once idle', async () => {
    const api = mockApi({ remotes: { body: { status: 'true', remotes: [CHAT_ENTRY] } } });

    createFederationRemoteLoader();

    await waitFor(() => expect(registerRemotes).toHaveBeenCalled());
    expect(api.calls).toHaveLength(1);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('does not keep a failed remotes list: the next load asks the server again', async () => {
    mockApi({ remotes: { status: 503, body: { status: 'false', message: 'Starting' } } });
    const loader = createFederationRemoteLoader();
    const failure: unknown = await loader.loadApp('chat').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect(String((failure as RemoteLoadError).cause)).toContain('503');

    const api = mockApi({ remotes: { body: { status: 'true', remotes: [CHAT_ENTRY] } } });
    await expect(loader.loadApp('chat')).resolves.toBe(chatModule);
    expect(api.calls).toHaveLength(1);
  });

  it('fails when the runtime finds no App in the remote', async () => {
    mockApi({ remotes: { body: { status: 'true', remotes: [CHAT_ENTRY] } } });
    jest.mocked(loadRemote).mockResolvedValue(null);

    await expect(createFederationRemoteLoader().loadApp('chat')).rejects.toThrow('mf_chat/App');
  });

  it("loads a widget from its remote's container by its expose path", async () => {
    const payments = { name: 'mf_payments', entry: '/remotes/mf-payments/remoteEntry.js' };
    mockApi({ remotes: { body: { status: 'true', remotes: [payments] } } });

    await createFederationRemoteLoader().loadWidget('premiumPopup');

    expect(loadRemote).toHaveBeenCalledWith('mf_payments/widgets/PremiumPopup');
  });

  describe('for a member', () => {
    const token = () => 'token-7';
    const released = (channel: string) => ({
      ...CHAT_ENTRY,
      remote: 'mf-chat',
      version: 'c0ffee',
      channel,
    });

    afterEach(async () => {
      window.sessionStorage.clear();
      delete window.datingEarlyRemotes;
      // The reports a test's loader scheduled for when the page is idle go before the next test.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    it("asks with the member's token and this tab's overrides", async () => {
      window.sessionStorage.setItem('remote_overrides', 'mf-chat:c0ffee');
      const api = mockApi({
        'remotes?override=mf-chat%3Ac0ffee': {
          body: { status: 'true', remotes: [released('override')] },
        },
      });

      await createFederationRemoteLoader({ memberToken: token }).loadApp('chat');

      expect(api.calls).toHaveLength(1);
      expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer token-7');
      // The runtime gets only where each remote lives.
      expect(registerRemotes).toHaveBeenCalledWith([CHAT_ENTRY]);
    });

    it("adopts index.html's early list when it was asked for this member and overrides", async () => {
      const api = mockApi({});
      const body = JSON.stringify({ status: 'true', remotes: [CHAT_ENTRY] });
      window.datingEarlyRemotes = {
        token: 'token-7',
        override: '',
        answer: Promise.resolve(new Response(body, { status: 200 })),
      };

      await createFederationRemoteLoader({ memberToken: token }).loadApp('chat');

      expect(api.calls).toEqual([]);
      expect(registerRemotes).toHaveBeenCalledWith([CHAT_ENTRY]);
    });

    it('asks anew when the early list was asked for other overrides', async () => {
      window.sessionStorage.setItem('remote_overrides', 'mf-chat:c0ffee');
      const api = mockApi({
        'remotes?override=mf-chat%3Ac0ffee': { body: { status: 'true', remotes: [CHAT_ENTRY] } },
      });
      const notAdopted = Promise.reject(new Error('not to be adopted'));
      notAdopted.catch(() => undefined);
      window.datingEarlyRemotes = { token: 'token-7', override: '', answer: notAdopted };

      await createFederationRemoteLoader({ memberToken: token }).loadApp('chat');

      expect(api.calls).toHaveLength(1);
      expect(window.datingEarlyRemotes).toBeUndefined();
    });

    it("asks again once a visitor has signed in: the member's versions replace the visitor's", async () => {
      let signedInToken: string | null = null;
      const api = mockApi({ remotes: { body: { status: 'true', remotes: [CHAT_ENTRY] } } });
      const loader = createFederationRemoteLoader({ memberToken: () => signedInToken });
      await waitFor(() => expect(registerRemotes).toHaveBeenCalledTimes(1));
      expect(api.calls[0]?.headers.get('Authorization')).toBeNull();

      signedInToken = 'token-7';
      await loader.loadApp('chat');

      expect(api.calls).toHaveLength(2);
      expect(api.calls[1]?.headers.get('Authorization')).toBe('Bearer token-7');
      expect(registerRemotes).toHaveBeenLastCalledWith([CHAT_ENTRY], { force: true });
    });

    it('tells its listeners the overrides the server honoured, and none it did not', async () => {
      mockApi({
        remotes: {
          body: {
            status: 'true',
            remotes: [released('override'), { ...released('stable'), name: 'mf_profile' }],
          },
        },
      });
      const loader = createFederationRemoteLoader({ memberToken: token });
      const listener = jest.fn();
      loader.subscribeOverrides(listener);
      expect(listener).toHaveBeenLastCalledWith([]);

      await loader.loadApp('chat');

      expect(listener).toHaveBeenLastCalledWith([{ remote: 'mf-chat', version: 'c0ffee' }]);
    });

    describe('reports', () => {
      const reportsSent = (api: ReturnType<typeof mockApi>) =>
        api.calls.filter(({ call }) => call === 'remotes/report').map(({ fields }) => fields);

      it("a remote's version that loaded, once per page however often it is loaded", async () => {
        const api = mockApi({
          remotes: { body: { status: 'true', remotes: [released('canary')] } },
          'remotes/report': { body: { status: 'true' } },
        });
        const loader = createFederationRemoteLoader({ memberToken: token });
        await loader.loadApp('chat');
        await loader.loadApp('chat');

        await waitFor(() => expect(reportsSent(api)).toHaveLength(1));
        expect(reportsSent(api)).toEqual([
          { reports: [{ remote: 'mf-chat', version: 'c0ffee', outcome: 'loaded' }] },
        ]);
        const [report] = api.calls.filter(({ call }) => call === 'remotes/report');
        expect(report?.method).toBe('POST');
        // Nothing about the member goes with it.
        expect(report?.headers.get('Authorization')).toBeNull();
      });

      it('a version that failed to load and one that threw once mounted, sent together', async () => {
        const api = mockApi({
          remotes: { body: { status: 'true', remotes: [released('canary')] } },
          'remotes/report': { body: { status: 'true' } },
        });
        jest.mocked(loadRemote).mockRejectedValue(new Error('the chunk threw on import'));
        const loader = createFederationRemoteLoader({ memberToken: token });

        await expect(loader.loadApp('chat')).rejects.toThrow('mf_chat/App');
        loader.reportError('chat');
        loader.reportError('chat');

        await waitFor(() => expect(reportsSent(api)).toHaveLength(1));
        expect(reportsSent(api)[0]).toEqual({
          reports: [
            { remote: 'mf-chat', version: 'c0ffee', outcome: 'failed' },
            { remote: 'mf-chat', version: 'c0ffee', outcome: 'error' },
          ],
        });
      });

      it('nothing for an entry without a version (a server without the registry)', async () => {
        const api = mockApi({ remotes: { body: { status: 'true', remotes: [CHAT_ENTRY] } } });
        const loader = createFederationRemoteLoader({ memberToken: token });
        await loader.loadApp('chat');
        loader.reportError('chat');

        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(reportsSent(api)).toEqual([]);
      });
    });
  });
});
