import { mockApi } from '@dating/testing';
import { waitFor } from '@testing-library/react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationRemoteLoader } from './createFederationRemoteLoader';

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
    await expect(loader.loadApp('chat')).rejects.toThrow('503');

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
});
