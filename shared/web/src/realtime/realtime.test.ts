import { io } from 'socket.io-client';
import type { ChatMessage } from '@dating/contract';
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

    await openRealtime('token-1', 7);
    expect(io).toHaveBeenLastCalledWith({
      path: '/socket.io',
      auth: { token: 'token-1' },
      transports: ['websocket'],
    });
    expect(currentRealtime()).toBe(first.socket);

    await openRealtime('token-2', 7);
    expect(first.socket.connected).toBe(false);
    expect(currentRealtime()).toBe(second.socket);
  });

  it("acknowledges the other member's messages it hears as delivered, not its own", async () => {
    const fake = createFakeSocket();
    jest.mocked(io).mockReturnValueOnce(fake.socket);
    await openRealtime('token-1', 7);

    const message = { id: 41, chat_id: 3, sender_id: 9, receiver_id: 7 } as ChatMessage;
    fake.receive('broad', message);
    fake.receive('broad', { ...message, id: 42, sender_id: 7, receiver_id: 9 });

    expect(fake.sentOf('delivered')).toEqual([{ chatid: 3, message_id: 41 }]);
  });

  it('opens nothing when closed while socket.io-client was still loading', async () => {
    jest.mocked(io).mockReturnValue(createFakeSocket().socket);
    jest.mocked(io).mockClear();

    const opening = openRealtime('token-1', 7);
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
