import { eventBus } from '@dating/shared';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anOwnProfile,
  aPerson,
  OK,
  ownProfileAnswer,
  peopleAnswer,
  refused,
} from '../../testing/discoveryFixture';
import { STAND_INS, renderDiscoveryApp } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';

const BRUNO = aPerson(21, 'Bruno', { age: 33, location: 'Lyon, France' });
const CLARA = aPerson(22, 'Clara', { age: null, location: '', distance: null });
const PREMIUM = anOwnProfile({ premium_member: 'true' });

const LIKED = { body: { status: 'true', match: '0', message: 'Liked', superlike_count: 2 } };
const MATCHED = {
  body: {
    status: 'true',
    match: '1',
    message: '',
    superlike_count: 2,
    result: {
      loguser_image: '/uploads/anna.jpg',
      frienduser_image: '/uploads/21-a.jpg',
      frienduser_name: 'Bruno',
      frienduser_id: 21,
    },
  },
};
const UNDONE = {
  body: { status: 'true', undo: '1', undostatus: 'true', superlike_count: 0, result: BRUNO },
};

function listen(event: 'premium:open' | 'superlike-packs:open') {
  const heard = jest.fn();
  eventBus.on(event, heard);
  return heard;
}

const topCard = () => screen.findByTestId(TEST_IDS.swipeCard);
const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  eventBus.all.clear();
});

describe('PeopleNearPage', () => {
  it('shows the top card with its name, age and location, and a blank for what is hidden', async () => {
    mockApi({ webprofile: ownProfileAnswer(), webgetpeople: peopleAnswer([CLARA, BRUNO]) });
    renderDiscoveryApp('/app/PeopleNear');

    const card = await topCard();
    expect(within(card).getByRole('heading', { name: 'Clara' })).toBeInTheDocument();
    expect(within(card).queryByText(/km away/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: "Open Clara's profile" })).toHaveAttribute(
      'href',
      '/app/PeopleNear/PeopleExplore/22',
    );
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Super like' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Nope' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rewind' })).toBeEnabled();
  });

  it('likes the top card with the right arrow key, shows the liked label and loads the list again', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webmatch: LIKED,
    });
    const countsChanged = jest.fn();
    eventBus.on('counts:changed', countsChanged);
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    screen.getByTestId(TEST_IDS.swipeDeck).focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(await screen.findByTestId(TEST_IDS.likedLabel)).toHaveTextContent('Liked');
    expect(callsTo(calls, 'webmatch')[0]?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      follow_id: '21',
      type: 'like',
    });
    expect(within(await topCard()).getByRole('heading', { name: 'Clara' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'webgetpeople')).toHaveLength(2));
    // The sidebar's counts follow.
    expect(countsChanged).toHaveBeenCalled();
  });

  it('says nope with the left arrow key and super likes with the up arrow key', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webunmatch: { body: { status: 'true', message: 'User declined sucessfully' } },
      webgetcheck: { body: { status: 'true', superlike_count: 3 } },
      webmatch: LIKED,
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();
    screen.getByTestId(TEST_IDS.swipeDeck).focus();

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(callsTo(calls, 'webunmatch')).toHaveLength(1));
    expect(callsTo(calls, 'webunmatch')[0]?.fields).toMatchObject({ follow_id: '21' });
    expect(within(await topCard()).getByRole('heading', { name: 'Clara' })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(callsTo(calls, 'webmatch')).toHaveLength(1));
    expect(callsTo(calls, 'webgetcheck')).toHaveLength(1);
    expect(callsTo(calls, 'webmatch')[0]?.fields).toMatchObject({
      follow_id: '22',
      type: 'superlike',
    });
    expect(await screen.findByTestId(TEST_IDS.likedLabel)).toHaveTextContent('Super liked');
  });

  it('swipes by dragging the card past the threshold, and springs back from a short drag', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webmatch: LIKED,
    });
    renderDiscoveryApp('/app/PeopleNear');
    const card = await topCard();
    const pointer = userEvent.setup();

    await pointer.pointer([
      { keys: '[MouseLeft>]', target: card, coords: { clientX: 200, clientY: 300 } },
      { target: card, coords: { clientX: 240, clientY: 300 } },
      { keys: '[/MouseLeft]', target: card, coords: { clientX: 240, clientY: 300 } },
    ]);
    expect(callsTo(calls, 'webmatch')).toHaveLength(0);

    await pointer.pointer([
      { keys: '[MouseLeft>]', target: card, coords: { clientX: 200, clientY: 300 } },
      { target: card, coords: { clientX: 360, clientY: 310 } },
      { keys: '[/MouseLeft]', target: card, coords: { clientX: 360, clientY: 310 } },
    ]);
    await waitFor(() => expect(callsTo(calls, 'webmatch')).toHaveLength(1));
    expect(callsTo(calls, 'webmatch')[0]?.fields).toMatchObject({ follow_id: '21', type: 'like' });
  });

  it("opens It's a Match! with both photos, and Send message opens the new chat", async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
      webmatch: MATCHED,
      webcreatchat: { body: { status: 'true', chatid: 55 } },
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));

    const popup = await screen.findByRole('dialog', { name: "It's a Match!" });
    expect(within(popup).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      '/uploads/anna.jpg',
    );
    expect(within(popup).getByRole('img', { name: "Bruno's photo" })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(STAND_INS['/app/Message/MessageNew/:userId/:chatId']));
    expect(callsTo(calls, 'webcreatchat')[0]?.fields).toMatchObject({
      sender_id: String(TEST_SESSION.memberId),
      receiver_id: '21',
    });
  });

  it('offers the super-like packs when none is left, without super liking', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
      webgetcheck: { body: { status: 'true', superlike_count: 0 } },
    });
    const packs = listen('superlike-packs:open');
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.click(screen.getByRole('button', { name: 'Super like' }));

    await waitFor(() => expect(packs).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, 'webmatch')).toHaveLength(0);
    expect(within(await topCard()).getByRole('heading', { name: /^Bruno/ })).toBeInTheDocument();
  });

  it("shows the server's refusal of a like and keeps the card", async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
      webmatch: refused('You have reached today’s like limit', 429),
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached today’s like limit',
    );
    expect(within(await topCard()).getByRole('heading', { name: /^Bruno/ })).toBeInTheDocument();
  });

  it('gives a free member the premium popup for Rewind', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
    });
    const premium = listen('premium:open');
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.click(screen.getByRole('button', { name: 'Rewind' }));

    expect(premium).toHaveBeenCalledWith({ source: 'rewind' });
    expect(callsTo(calls, 'webundomatch')).toHaveLength(0);
  });

  it('lets a premium member rewind once, after a swipe', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(PREMIUM),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webunmatch: OK,
      webundomatch: UNDONE,
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rewind' })).toBeDisabled());

    await userEvent.click(screen.getByRole('button', { name: 'Nope' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rewind' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Rewind' }));

    await waitFor(() => expect(callsTo(calls, 'webundomatch')).toHaveLength(1));
    expect(within(await topCard()).getByRole('heading', { name: /^Bruno/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rewind' })).toBeDisabled());
  });

  it("asks 'Remove related matches ?' after a nope when the profile asks, and No takes the nope back", async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(anOwnProfile({ swipe: '1' })),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webunmatch: OK,
      websetprofile: OK,
      webundomatch: UNDONE,
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.click(screen.getByRole('button', { name: 'Nope' }));
    const question = await screen.findByRole('dialog', { name: 'Remove related matches ?' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(callsTo(calls, 'webundomatch')).toHaveLength(1));
    expect(callsTo(calls, 'websetprofile')[0]?.fields).toMatchObject({ swipe: '0' });
    expect(within(await topCard()).getByRole('heading', { name: /^Bruno/ })).toBeInTheDocument();
  });

  it("shows 'No people in your location', and Change Location is premium", async () => {
    mockApi({ webprofile: ownProfileAnswer(), webgetpeople: peopleAnswer([]) });
    const premium = listen('premium:open');
    renderDiscoveryApp('/app/PeopleNear');

    expect(await screen.findByText('No people in your location')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Location' }));

    expect(premium).toHaveBeenCalledWith({ source: 'change-location' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a premium member move to a suggested place from the empty deck', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(PREMIUM),
      webgetpeople: peopleAnswer([]),
      'places?q=Par&limit=8': {
        body: {
          status: 'true',
          places: [{ description: 'Paris, Île-de-France, France', lat: 48.85, lon: 2.35 }],
        },
      },
      websetprofile: OK,
    });
    renderDiscoveryApp('/app/PeopleNear');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change location' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('please select the location');
    await userEvent.type(within(dialog).getByRole('combobox'), 'Par');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Paris/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'websetprofile')[0]?.fields).toMatchObject({
      place: 'Paris, Île-de-France, France',
      lat: '48.85',
    });
    await waitFor(() => expect(callsTo(calls, 'webgetpeople')).toHaveLength(2));
  });

  describe('boost control', () => {
    it("shows 'Boost is active' with the boosts left", async () => {
      mockApi({
        webprofile: ownProfileAnswer(),
        webgetpeople: peopleAnswer([BRUNO]),
        webcheckboost: { body: { status: 'true', boost_count: 2, boosted_until: '' } },
      });
      renderDiscoveryApp('/app/PeopleNear');

      await userEvent.click(await screen.findByRole('button', { name: 'Boost' }));

      const popup = await screen.findByRole('dialog', { name: 'Boost is active' });
      expect(popup).toHaveTextContent('Boosts left: 2');
    });

    it('offers an available boost with Cancel / Use Boost, and using it shows it active', async () => {
      const { calls } = mockApi({
        webprofile: ownProfileAnswer(),
        webgetpeople: peopleAnswer([BRUNO]),
        webcheckboost: { body: { status: 'false', boost_count: 1, boosted_until: '' } },
        webactivateboost: { body: { status: 'true', boost_count: 0, boosted_until: '' } },
      });
      renderDiscoveryApp('/app/PeopleNear');

      await userEvent.click(await screen.findByRole('button', { name: 'Boost' }));
      const offer = await screen.findByRole('dialog', { name: 'Boost your profile' });
      expect(within(offer).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await userEvent.click(within(offer).getByRole('button', { name: 'Use Boost' }));

      const active = await screen.findByRole('dialog', { name: 'Boost is active' });
      expect(active).toHaveTextContent('Boosts left: 0');
      expect(callsTo(calls, 'webactivateboost')).toHaveLength(1);
    });

    it('raises the boost plans when no boost is left', async () => {
      mockApi({
        webprofile: ownProfileAnswer(),
        webgetpeople: peopleAnswer([BRUNO]),
        webcheckboost: { body: { status: 'false', boost_count: 0, boosted_until: '' } },
      });
      const plans = jest.fn();
      eventBus.on('boost-plans:open', plans);
      renderDiscoveryApp('/app/PeopleNear');

      await userEvent.click(await screen.findByRole('button', { name: 'Boost' }));

      await waitFor(() => expect(plans).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('loads the profile again after a purchase elsewhere', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();
    await waitFor(() => expect(callsTo(calls, 'webprofile')).toHaveLength(1));

    act(() => eventBus.emit('membership:changed', undefined));

    await waitFor(() => expect(callsTo(calls, 'webprofile')).toHaveLength(2));
  });
});
