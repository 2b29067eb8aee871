import { mockApi } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPerson, ownProfileAnswer, peopleAnswer, refused } from '../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';

afterEach(() => jest.restoreAllMocks());

const waiting = (id: number, name: string, message: string) => ({
  user_id: id,
  user_name: name,
  user_image: '',
  chat_id: id + 100,
  message,
  chatTime: 1_790_000_000,
});

const WAITING = [waiting(31, 'Nina', 'Are you free on Friday?'), waiting(32, 'Omar', 'Hi!')];
const turn = (yourTurn: 'true' | 'false', list = WAITING) => ({
  body: { status: 'true', your_turn: yourTurn, limit: 1, waiting: list },
});

describe('Your Turn', () => {
  it('takes the place of the deck with Reply and Close with a kind message for each waiting match', async () => {
    let closedNina = false;
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([aPerson(21, 'Bruno')]),
      webyourturn: () => (closedNina ? turn('false', WAITING.slice(1)) : turn('true')),
      webclosekindly: () => {
        closedNina = true;
        return { body: { status: 'true', message: 'Thanks for chatting!' } };
      },
    });
    renderDiscoveryApp('/app/PeopleNear');

    const panel = await screen.findByRole('region', { name: 'Your turn' });
    expect(screen.queryByTestId(TEST_IDS.swipeCard)).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Matches waiting for your reply: 2.');
    const [nina] = within(panel).getAllByTestId('waiting-match');
    expect(nina).toHaveTextContent('Are you free on Friday?');
    expect(within(nina!).getByRole('link', { name: 'Reply to Nina' })).toHaveAttribute(
      'href',
      '/app/Message/MessageNew/31/131',
    );

    const close = within(nina!).getByRole('button', {
      name: 'Close the conversation with Nina with a kind message',
    });
    close.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'webclosekindly')?.fields).toMatchObject({
        other_user_id: '31',
        language: 'en',
      }),
    );
    expect(
      await screen.findByText('Your kind message was sent to Nina and the match is closed.'),
    ).toHaveAttribute('role', 'status');
    // Back within the limit: the deck returns.
    expect(await screen.findByTestId(TEST_IDS.swipeCard)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your turn' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when closing is refused', async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([aPerson(21, 'Bruno')]),
      webyourturn: turn('true'),
      webclosekindly: refused('This conversation is not waiting for your reply', 409),
    });
    renderDiscoveryApp('/app/PeopleNear');

    const panel = await screen.findByRole('region', { name: 'Your turn' });
    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Close the conversation with Omar with a kind message',
      }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This conversation is not waiting for your reply',
    );
  });

  it('leaves the deck alone while nothing waits past the limit', async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([aPerson(21, 'Bruno')]),
      webyourturn: turn('false'),
    });
    renderDiscoveryApp('/app/PeopleNear');
    expect(await screen.findByTestId(TEST_IDS.swipeCard)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your turn' })).not.toBeInTheDocument();
  });
});
