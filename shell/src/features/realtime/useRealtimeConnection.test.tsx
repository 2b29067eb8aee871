import type { ChatMessage } from '@dating/contract';
import { createFakeSocket } from '@dating/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';
import { memberProfile, mockSignedInApi, NO_COUNTS } from '../../test/mockSignedInApi';
import { renderShell, storeSignedInSession } from '../../test/renderShell';

// socket.io-client is the realtime network's edge: it answers an in-memory socket.
jest.mock('socket.io-client', () => ({ io: jest.fn() }));

function messageTo(receiverId: number, senderId: number): ChatMessage {
  return {
    id: 1,
    chat_id: 3,
    client_id: 'c-1',
    message: 'Hello',
    sender_id: senderId,
    receiver_id: receiverId,
    upload_image: '',
    type: 'text',
    date: '2026-11-23T10:00:00.000Z',
    feeds: null,
    chatTime: 1_700_000_000,
    flagged: 'false',
  };
}

describe('the realtime connection', () => {
  beforeEach(() => {
    jest.mocked(io).mockClear();
    storeSignedInSession();
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens one socket with the session token and refreshes the badges on a message to the member', async () => {
    const fake = createFakeSocket();
    jest.mocked(io).mockReturnValue(fake.socket);
    let unread = 0;
    const { calls } = mockSignedInApi({
      answers: {
        webgetcounts: () => ({
          body: { status: 'true', result: { ...NO_COUNTS, message: unread } },
        }),
      },
    });
    renderShell('/app/NotFound');
    await screen.findByText('Ada Lovelace');

    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    expect(jest.mocked(io).mock.calls[0]?.[0]).toMatchObject({ auth: { token: 'token-7' } });
    const countCalls = () => calls.filter((call) => call.call === 'webgetcounts').length;
    await waitFor(() => expect(countCalls()).toBe(1));

    // The member's own message, sent from another tab, changes nothing.
    act(() => fake.receive('broad', messageTo(9, 7)));
    unread = 1;
    act(() => fake.receive('broad', messageTo(7, 9)));

    expect(await screen.findByRole('link', { name: 'Messages 1 new' })).toBeInTheDocument();
    expect(countCalls()).toBe(2);

    // What arrived while the connection was down shows once it is back.
    unread = 3;
    act(() => fake.reconnect());
    expect(await screen.findByRole('link', { name: 'Messages 3 new' })).toBeInTheDocument();
  });

  it('signs the member out at once when the server ends their session and closes the socket', async () => {
    const fake = createFakeSocket();
    jest.mocked(io).mockReturnValue(fake.socket);
    let ended = false;
    mockSignedInApi({
      answers: {
        webprofile: () =>
          ended
            ? { status: 401, body: { status: 'false', message: 'Unauthorized' } }
            : { body: { status: 'true', result: memberProfile() } },
      },
    });
    renderShell('/app/NotFound');
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));

    ended = true;
    act(() => fake.serverDisconnect());

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the member signed in when the server closed the socket but the session is valid', async () => {
    const fake = createFakeSocket();
    jest.mocked(io).mockReturnValue(fake.socket);
    const { calls } = mockSignedInApi();
    renderShell('/app/NotFound');
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    const profileReads = () => calls.filter((call) => call.call === 'webprofile').length;
    expect(profileReads()).toBe(1);

    act(() => fake.serverDisconnect());

    await waitFor(() => expect(profileReads()).toBe(2));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
