import { eventBus } from '@dating/web';
import { type PersonCard } from '@dating/contract';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anOwnProfile,
  aPerson,
  matchAnswer,
  OK,
  ownProfileAnswer,
  peopleAnswer,
  refused,
} from '../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';
import type * as swipeDeckModule from './SwipeDeck';
import { SwipeDeck } from './SwipeDeck';

// Counted: how often the page draws its deck.
jest.mock('./SwipeDeck', () => {
  const actual = jest.requireActual<typeof swipeDeckModule>('./SwipeDeck');
  return { ...actual, SwipeDeck: jest.fn(actual.SwipeDeck) };
});

const BRUNO = aPerson(21, 'Bruno', { age: 33, location: 'Lyon, France' });
const CLARA = aPerson(22, 'Clara', { age: null, location: '', distance: null });
const PREMIUM = anOwnProfile({ premium_member: 'true' });

const LIKED = { body: { status: 'true', match: '0', message: 'Liked', superlike_count: 2 } };
const UNDONE = {
  body: { status: 'true', undo: '1', undostatus: 'true', superlike_count: 0, result: BRUNO },
};

function listen(event: 'premium:open' | 'superlike-packs:open') {
  const heard = jest.fn();
  eventBus.on(event, heard);
  return heard;
}

const topCard = () => screen.findByTestId(TEST_IDS.swipeCard);
/** A card of the deck, the top one or one leaving, by the member it shows. */
const cardOf = (name: string) => screen.queryByRole('article', { name });
const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);

/** Clicks Boost, which asks webcheckboost itself. */
async function clickBoost() {
  await userEvent.click(await screen.findByRole('button', { name: 'Boost' }));
}

/**
 * Holds the server's answers to `call` (the call itself is sent and recorded at once) until the
 * returned release is called: what the member sees while the server is still deciding.
 */
function holdAnswers(call: string): () => void {
  const fetchMock = jest.mocked(globalThis.fetch);
  const answer = fetchMock.getMockImplementation();
  if (!answer) throw new Error('holdAnswers wraps mockApi: call mockApi first');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    const response = answer(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith(`/${call}`)) await held;
    return response;
  });
  return release;
}

/** Lets every answer given so far reach the page. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const deckDrawings = () => jest.mocked(SwipeDeck).mock.calls.length;

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  eventBus.all.clear();
});

/** What index.html leaves when the member's people near arrived before the scripts ran. */
function earlyPeopleArrived(people: PersonCard[]) {
  window.datingEarlyCalls = {
    memberId: String(TEST_SESSION.memberId),
    token: TEST_SESSION.token,
    language: TEST_SESSION.language,
    startedAt: performance.now(),
    // Its Response is never read once the body is taken: a pending one shows that.
    calls: { webgetpeople: new Promise<Response>(() => undefined) },
    bodies: { webgetpeople: { status: 'true', peoples: people } },
  };
}

describe('PeopleNearPage', () => {
  afterEach(() => delete window.datingEarlyCalls);

  it("starts with the people index.html's early call brought, asking for them only again", async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
    });
    earlyPeopleArrived([CLARA]);
    renderDiscoveryApp('/app/PeopleNear');

    const card = await topCard();
    expect(within(card).getByRole('heading', { name: 'Clara' })).toBeInTheDocument();
    expect(callsTo(calls, 'webgetpeople')).toHaveLength(0);
    expect(window.datingEarlyCalls?.calls).toEqual({});
  });

  it('says the people could not be loaded when the network failed, and asks again on Retry', async () => {
    let asked = 0;
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: () => {
        asked += 1;
        return asked === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : peopleAnswer([BRUNO]);
      },
    });
    renderDiscoveryApp('/app/PeopleNear');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    expect(screen.queryByText('No people in your location')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const card = await topCard();
    expect(within(card).getByRole('heading', { name: /^Bruno\W+33$/ })).toBeInTheDocument();
    expect(callsTo(calls, 'webgetpeople')).toHaveLength(2);
  });

  it("does not draw the deck again for a Your Turn answer that is not the member's turn", async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webyourturn: { body: { status: 'true', your_turn: 'false', limit: 10, waiting: [] } },
    });
    const release = holdAnswers('webyourturn');
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();
    await waitFor(() => expect(callsTo(calls, 'webyourturn')).toHaveLength(1));
    await settle();
    const drawn = deckDrawings();

    release();
    await settle();

    expect(deckDrawings()).toBe(drawn);
  });

  it('does not draw the deck again when the people, read again after a swipe, are the same', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webmatch: LIKED,
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();
    const release = holdAnswers('webgetpeople');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(callsTo(calls, 'webgetpeople')).toHaveLength(2));
    await settle();
    const drawn = deckDrawings();

    release();
    await settle();

    expect(deckDrawings()).toBe(drawn);
  });

  it('does not draw the deck again when the profile is read again with the same answer', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();
    await waitFor(() => expect(callsTo(calls, 'webprofile')).toHaveLength(1));
    await settle();
    const drawn = deckDrawings();

    act(() => eventBus.emit('membership:changed', undefined));
    await waitFor(() => expect(callsTo(calls, 'webprofile')).toHaveLength(2));
    await settle();

    expect(deckDrawings()).toBe(drawn);
  });

  it('shows the top card with its name, age, city and distance, the whole place in its tooltip', async () => {
    mockApi({ webprofile: ownProfileAnswer(), webgetpeople: peopleAnswer([BRUNO, CLARA]) });
    renderDiscoveryApp('/app/PeopleNear');

    const card = await topCard();
    expect(within(card).getByRole('heading', { name: /^Bruno\W+33$/ })).toBeInTheDocument();
    expect(within(card).getByText('Lyon')).toBeVisible();
    expect(within(card).getByTitle('Lyon, France')).toBeInTheDocument();
    expect(within(card).getByText('Lyon, France')).toHaveClass('dating-visually-hidden');
    expect(within(card).getByText(/3 km away$/)).toHaveTextContent(/^Lyon.*· 3 km away$/);
  });

  it("loads the card-sized renditions of the top card's photos, the full ones when it has none", async () => {
    const withRenditions = aPerson(23, 'Dora', {
      card_images: ['/uploads/23-a-card.webp', '/uploads/23-b-card.webp'],
    });
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([withRenditions, BRUNO]),
    });
    renderDiscoveryApp('/app/PeopleNear');

    // Bruno's card behind first, then the top card over it.
    const photos = () =>
      screen.getAllByTestId(TEST_IDS.photoSlide).map((photo) => photo.getAttribute('src'));
    await waitFor(() =>
      expect(photos()).toEqual([
        '/uploads/21-a.jpg',
        '/uploads/21-b.jpg',
        '/uploads/23-a-card.webp',
        '/uploads/23-b-card.webp',
      ]),
    );
  });

  it('shows the compatibility percentage on a card that carries one, none on one without', async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([{ ...BRUNO, match_percent: 83 }, CLARA]),
    });
    renderDiscoveryApp('/app/PeopleNear');

    const card = await topCard();
    expect(within(card).getByTestId(TEST_IDS.cardMatch)).toHaveTextContent('83% compatible');
    // Clara's card, behind, carries none.
    expect(screen.getAllByTestId(TEST_IDS.cardMatch)).toHaveLength(1);
  });

  it("words the card's why line in English, joined as English lists, and shows none without reasons", async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([
        {
          ...BRUNO,
          why: [
            { code: 'near', value: 3 },
            { code: 'compatible', value: 92 },
            { code: 'both_want', value: 1, name: 'Relationship' },
          ],
        },
        CLARA,
      ]),
    });
    renderDiscoveryApp('/app/PeopleNear');

    const card = await topCard();
    expect(within(card).getByTestId(TEST_IDS.cardWhy)).toHaveTextContent(
      'Near you, 92% compatible, Both here for: Relationship',
    );
    expect(screen.getAllByTestId(TEST_IDS.cardWhy)).toHaveLength(1);
  });

  it("words the why line in Arabic, with Arabic's list comma, and leaves an unknown reason unsaid", async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([
        {
          ...BRUNO,
          why: [
            { code: 'near', value: 2 },
            { code: 'active_today' },
            // A reason a later server may send: this app has no words for it.
            { code: 'some_later_reason' as 'near' },
            { code: 'new_here' },
          ],
        },
      ]),
    });
    renderDiscoveryApp('/app/PeopleNear', { ...TEST_SESSION, language: 'ar' });

    const card = await topCard();
    await waitFor(() =>
      expect(within(card).getByTestId(TEST_IDS.cardWhy)).toHaveTextContent(
        'بالقرب منك، ومتصل اليوم، وجديد هنا',
      ),
    );
  });

  it('leaves out of the top card what the member hides', async () => {
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

  it('likes with the right arrow key at once, nothing clicked first: the liked card leaves with its stamp while the server is asked, the next comes in clean', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webmatch: LIKED,
    });
    const release = holdAnswers('webmatch');
    const countsChanged = jest.fn();
    eventBus.on('counts:changed', countsChanged);
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.keyboard('{ArrowRight}');

    const bruno = cardOf('Bruno');
    expect(bruno).not.toBeNull();
    expect(within(bruno!).getByTestId(TEST_IDS.swipeStamp)).toHaveTextContent('Liked');
    // Said to screen readers too: the leaving card is out of their reach.
    expect(within(screen.getByTestId(TEST_IDS.swipeDeck)).getByRole('status')).toHaveTextContent(
      'Liked',
    );
    const next = await topCard();
    expect(within(next).getByRole('heading', { name: 'Clara' })).toBeInTheDocument();
    expect(within(next).queryByTestId(TEST_IDS.swipeStamp)).not.toBeInTheDocument();
    // The like went out without waiting for the card to leave...
    await waitFor(() => expect(callsTo(calls, 'webmatch')).toHaveLength(1));
    expect(callsTo(calls, 'webmatch')[0]?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      follow_id: '21',
      type: 'like',
    });
    // ...and the card leaves without waiting for the answer.
    await waitFor(() => expect(cardOf('Bruno')).not.toBeInTheDocument());

    release();
    await waitFor(() => expect(callsTo(calls, 'webgetpeople')).toHaveLength(2));
    expect(screen.queryByTestId(TEST_IDS.swipeStamp)).not.toBeInTheDocument();
    // The sidebar's counts follow.
    expect(countsChanged).toHaveBeenCalled();
  });

  it('says nope with the left arrow key and super likes with the up arrow key, each card with its own stamp', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webunmatch: { body: { status: 'true', message: 'User declined sucessfully' } },
      webgetcheck: { body: { status: 'true', superlike_count: 3 } },
      webmatch: LIKED,
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.keyboard('{ArrowLeft}');
    expect(within(cardOf('Bruno')!).getByTestId(TEST_IDS.swipeStamp)).toHaveTextContent('Nope');
    await waitFor(() => expect(callsTo(calls, 'webunmatch')).toHaveLength(1));
    expect(callsTo(calls, 'webunmatch')[0]?.fields).toMatchObject({ follow_id: '21' });
    const clara = await topCard();
    expect(within(clara).getByRole('heading', { name: 'Clara' })).toBeInTheDocument();
    expect(within(clara).queryByTestId(TEST_IDS.swipeStamp)).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Super like' })).toBeEnabled());
    await userEvent.keyboard('{ArrowUp}');
    expect(within(cardOf('Clara')!).getByTestId(TEST_IDS.swipeStamp)).toHaveTextContent(
      'Super liked',
    );
    await waitFor(() => expect(callsTo(calls, 'webmatch')).toHaveLength(1));
    expect(callsTo(calls, 'webgetcheck')).toHaveLength(1);
    expect(callsTo(calls, 'webmatch')[0]?.fields).toMatchObject({
      follow_id: '22',
      type: 'superlike',
    });
  });

  it('leaves the arrow keys to text fields and to an open dialog', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      webmatch: matchAnswer(),
    });
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();
    // A text field elsewhere on the page, as the shell's own.
    const search = document.body.appendChild(document.createElement('input'));
    search.setAttribute('aria-label', 'Search');

    await userEvent.click(search);
    await userEvent.keyboard('ab{ArrowLeft}{ArrowRight}{ArrowUp}');
    expect(search).toHaveValue('ab');
    expect(callsTo(calls, 'webmatch')).toHaveLength(0);
    expect(cardOf('Bruno')).toHaveAttribute('data-testid', TEST_IDS.swipeCard);

    search.blur();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: "It's a Match!" });
    await userEvent.keyboard('{ArrowRight}');
    expect(callsTo(calls, 'webmatch')).toHaveLength(1);
    expect(within(await topCard()).getByRole('heading', { name: 'Clara' })).toBeInTheDocument();
    search.remove();
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

  it("brings a refused like's card back on top, unstamped, and shows the server's refusal", async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
      webmatch: refused('You have reached today’s like limit', 429),
    });
    const release = holdAnswers('webmatch');
    renderDiscoveryApp('/app/PeopleNear');
    await topCard();

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(within(cardOf('Bruno')!).getByTestId(TEST_IDS.swipeStamp)).toHaveTextContent('Liked');
    expect(screen.queryByTestId(TEST_IDS.swipeCard)).not.toBeInTheDocument();
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached today’s like limit',
    );
    const card = await topCard();
    expect(within(card).getByRole('heading', { name: /^Bruno/ })).toBeInTheDocument();
    expect(screen.queryByTestId(TEST_IDS.swipeStamp)).not.toBeInTheDocument();
    expect(screen.queryByText('No people in your location')).not.toBeInTheDocument();
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

    expect(premium).toHaveBeenCalledWith({ source: 'rewind', benefit: 'rewind' });
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

    expect(premium).toHaveBeenCalledWith({ source: 'change-location', benefit: 'location' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a premium member move to a suggested place from the empty deck', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(PREMIUM),
      webgetpeople: peopleAnswer([]),
      'places?q=Par': {
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

      await clickBoost();

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

      await clickBoost();
      const offer = await screen.findByRole('dialog', { name: 'Boost your profile' });
      expect(within(offer).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await userEvent.click(within(offer).getByRole('button', { name: 'Use Boost' }));

      const active = await screen.findByRole('dialog', { name: 'Boost is active' });
      expect(active).toHaveTextContent('Boosts left: 0');
      expect(callsTo(calls, 'webactivateboost')).toHaveLength(1);
    });

    it('shows the minutes an active boost has left, on the control and in its popup', async () => {
      const in28Minutes = new Date(Date.now() + 27.5 * 60_000).toISOString();
      mockApi({
        webprofile: ownProfileAnswer(),
        webgetpeople: peopleAnswer([BRUNO]),
        webcheckboost: { body: { status: 'true', boost_count: 1, boosted_until: in28Minutes } },
      });
      renderDiscoveryApp('/app/PeopleNear');

      const control = await screen.findByRole('button', { name: 'Boost: 28 minutes left' });
      expect(control).toHaveTextContent('28 min');
      await userEvent.click(control);

      const popup = await screen.findByRole('dialog', { name: 'Boost is active' });
      expect(popup).toHaveTextContent('Your profile is at the top for 28 more minutes.');
      expect(popup).toHaveTextContent('Boosts left: 1');
    });

    it('starts the countdown on the control as soon as a boost is used', async () => {
      const in30Minutes = new Date(Date.now() + 30 * 60_000).toISOString();
      mockApi({
        webprofile: ownProfileAnswer(),
        webgetpeople: peopleAnswer([BRUNO]),
        webcheckboost: { body: { status: 'false', boost_count: 1, boosted_until: '' } },
        webactivateboost: { body: { status: 'true', boost_count: 0, boosted_until: in30Minutes } },
      });
      renderDiscoveryApp('/app/PeopleNear');

      await clickBoost();
      const offer = await screen.findByRole('dialog', { name: 'Boost your profile' });
      await userEvent.click(within(offer).getByRole('button', { name: 'Use Boost' }));

      expect(
        await screen.findByRole('button', { name: 'Boost: 30 minutes left' }),
      ).toHaveTextContent('30 min');
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

      await clickBoost();

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
