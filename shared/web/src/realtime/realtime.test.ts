import { io } from 'socket.io-client';
import { createFakeSocket } from '@dating/testing';
import {
  closeRealtime,
  currentRealtime,
  openRealtime,
  provideRealtime,
  watchRealtime,
} from './realtime';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

afterEach(() => closeRealtime());

describe('the page realtime connection', () => {
  it('opens one socket with the token in the handshake, and a new one replaces it', async () => {
    const first = createFakeSocket();
    const second = createFakeSocket();
    jest.mocked(io).mockReturnValueOnce(first.socket).mockReturnValueOnce(second.socket);

    await openRealtime('token-1');
    expect(io).toHaveBeenLastCalledWith({
      path: '/socket.io',
      auth: { token: 'token-1' },
      transports: ['websocket'],
    });
    expect(currentRealtime()).toBe(first.socket);

    await openRealtime('token-2');
    expect(first.socket.connected).toBe(false);
    expect(currentRealtime()).toBe(second.socket);
  });

  it('opens nothing when closed while socket.io-client was still loading', async () => {
    jest.mocked(io).mockReturnValue(createFakeSocket().socket);
    jest.mocked(io).mockClear();

    const opening = openRealtime('token-1');
    closeRealtime();
    await opening;

    expect(io).not.toHaveBeenCalled();
    expect(currentRealtime()).toBeNull();
  });

  it('sets a watcher up on every socket and cleans up when it closes or the watcher stops', () => {
    const cleanups: string[] = [];
    const setups: string[] = [];
    const first = createFakeSocket();
    provideRealtime(first.socket);
    const stop = watchRealtime((socket) => {
      const name = socket === first.socket ? 'first' : 'second';
      setups.push(name);
      return () => cleanups.push(name);
    });

    const second = createFakeSocket();
    provideRealtime(second.socket);
    expect(setups).toEqual(['first', 'second']);
    expect(cleanups).toEqual(['first']);

    stop();
    expect(cleanups).toEqual(['first', 'second']);
    closeRealtime();
    expect(cleanups).toEqual(['first', 'second']);
  });
});
