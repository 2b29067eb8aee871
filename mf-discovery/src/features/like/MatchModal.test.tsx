import { eventBus } from '@dating/web';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aPerson,
  matchAnswer,
  ownProfileAnswer,
  peopleAnswer,
  refused,
} from '../../testing/discoveryFixture';
import { renderDiscoveryApp, STAND_INS } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';

const BRUNO = aPerson(21, 'Bruno');
const CLARA = aPerson(22, 'Clara');
const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);

/** Swipes Bruno right on the deck, whose like makes a match with the given answer. */
async function matchWithBruno(answers: Parameters<typeof mockApi>[0] = {}) {
  const mocked = mockApi({
    webprofile: ownProfileAnswer(),
    webgetpeople: peopleAnswer([BRUNO, CLARA]),
    webmatch: matchAnswer(),
    ...answers,
  });
  renderDiscoveryApp('/app/PeopleNear');
  await screen.findByTestId(TEST_IDS.swipeCard);
  await userEvent.click(screen.getByRole('button', { name: 'Like' }));
  const moment = await screen.findByRole('dialog', { name: "It's a Match!" });
  return { ...mocked, moment };
}

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
});

describe("It's a Match!", () => {
  it('covers the screen with both photos, and keeps the keyboard on Send message', async () => {
    const { moment } = await matchWithBruno();

    expect(moment).toHaveAttribute('aria-modal', 'true');
    expect(moment).toHaveClass('dating-modal--full-screen');
    expect(within(moment).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      '/uploads/anna.jpg',
    );
    expect(within(moment).getByRole('img', { name: "Bruno's photo" })).toHaveAttribute(
      'src',
      '/uploads/21-a.jpg',
    );
    expect(moment).toHaveTextContent('You and Bruno have liked each other.');
    const send = within(moment).getByRole('button', { name: 'Send message' });
    const keepSwiping = within(moment).getByRole('button', { name: 'Keep swiping' });
    expect(send).toHaveFocus();
    await userEvent.tab();
    expect(keepSwiping).toHaveFocus();
    await userEvent.tab();
    expect(send).toHaveFocus();
  });

  it('shows initials for a member without a photo, and for a photo that fails to load', async () => {
    const { moment } = await matchWithBruno({
      webmatch: matchAnswer({ loguser_image: '', frienduser_image: '/uploads/gone.jpg' }),
    });

    expect(within(moment).getByRole('img', { name: 'Your photo' })).toHaveTextContent('AS');
    fireEvent.error(within(moment).getByRole('img', { name: "Bruno's photo" }));
    await waitFor(() =>
      expect(within(moment).getByRole('img', { name: "Bruno's photo" })).toHaveTextContent('B'),
    );
  });

  it('Keep swiping closes it on the deck, and so does Escape', async () => {
    await matchWithBruno({
      webgetpeople: peopleAnswer([BRUNO, CLARA, aPerson(23, 'Dora')]),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Keep swiping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const next = await screen.findByTestId(TEST_IDS.swipeCard);
    expect(within(next).getByRole('heading', { name: /^Clara/ })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await screen.findByRole('dialog', { name: "It's a Match!" });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Send message creates the chat and opens it', async () => {
    const { calls, moment } = await matchWithBruno({
      webcreatchat: { body: { status: 'true', chatid: 55 } },
    });

    await userEvent.click(within(moment).getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText(STAND_INS['/app/Message/MessageNew/:userId/:chatId']),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'webcreatchat')[0]?.fields).toMatchObject({
      sender_id: String(TEST_SESSION.memberId),
      receiver_id: '21',
    });
  });

  it('stays open and says so when the chat cannot be created', async () => {
    const { moment } = await matchWithBruno({ webcreatchat: refused('Invalid access', 403) });

    await userEvent.click(within(moment).getByRole('button', { name: 'Send message' }));

    expect(await within(moment).findByRole('alert')).toHaveTextContent(
      'The chat could not be opened. Try again.',
    );
    expect(screen.getByRole('dialog', { name: "It's a Match!" })).toBeInTheDocument();
  });
});
