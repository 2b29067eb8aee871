import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aMemberProfile,
  aPerson,
  ownProfileAnswer,
  peopleAnswer,
} from '../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';

const BRUNO = aPerson(21, 'Bruno', { age: 33, location: 'Lyon, France' });
const CLARA = aPerson(22, 'Clara', { age: 29, location: 'Lyon, France' });

const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);
const answer = (message: string) => ({ body: { status: 'true', message } });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a deck that never runs dry', () => {
  it('says how far a widened deck reaches, in whole km, and asks for it', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: { body: { status: 'true', peoples: [BRUNO], widened_to_km: 80 } },
    });
    renderDiscoveryApp('/app/PeopleNear');

    expect(await screen.findByTestId(TEST_IDS.deckWidened)).toHaveTextContent(
      'Showing people up to 80 km away',
    );
    expect(callsTo(calls, 'webgetpeople')[0]?.fields).toMatchObject({ widen: 'true' });
  });

  it('shows no notice when the deck kept to the filter’s distance', async () => {
    mockApi({ webprofile: ownProfileAnswer(), webgetpeople: peopleAnswer([BRUNO]) });
    renderDiscoveryApp('/app/PeopleNear');

    await screen.findByTestId(TEST_IDS.swipeCard);
    expect(screen.queryByTestId(TEST_IDS.deckWidened)).not.toBeInTheDocument();
  });

  it('saves the top card for later: it leaves the deck with neither a like nor a nope', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO, CLARA]),
      websavemember: answer('Saved for later'),
    });
    renderDiscoveryApp('/app/PeopleNear');
    const card = await screen.findByTestId(TEST_IDS.swipeCard);

    await userEvent.click(within(card).getByRole('button', { name: 'Save Bruno for later' }));

    await waitFor(() =>
      expect(within(screen.getByTestId(TEST_IDS.swipeCard)).getByRole('heading')).toHaveTextContent(
        /^Clara/,
      ),
    );
    expect(callsTo(calls, 'websavemember')[0]?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      saved_user_id: '21',
    });
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
    expect(callsTo(calls, 'webmatch')).toEqual([]);
    expect(callsTo(calls, 'webunmatch')).toEqual([]);
  });

  it('puts a card the server would not save back on the deck, with the reason', async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([BRUNO]),
      websavemember: {
        status: 409,
        body: {
          status: 'false',
          message: 'Your Saved list is full. Remove someone from it first.',
        },
      },
    });
    renderDiscoveryApp('/app/PeopleNear');
    const card = await screen.findByTestId(TEST_IDS.swipeCard);

    await userEvent.click(within(card).getByRole('button', { name: 'Save Bruno for later' }));

    expect(
      await screen.findByText('Your Saved list is full. Remove someone from it first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bruno' })).toBeInTheDocument();
  });
});

describe('Save for later on a profile', () => {
  it('saves someone the member may still swipe, and says so', async () => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webprofilenew: { body: { status: 'true', result: aMemberProfile({ send_match: '0' }) } },
      webvisitprofile: { body: { status: 'true' } },
      websavemember: answer('Saved for later'),
    });
    renderDiscoveryApp('/app/PeopleNear/PeopleExplore/21');

    await userEvent.click(await screen.findByRole('button', { name: 'Save for later' }));

    expect(await screen.findByText('Saved for later', { selector: ':not(button)' })).toBeVisible();
    expect(callsTo(calls, 'websavemember')[0]?.fields).toMatchObject({ saved_user_id: '21' });
  });
});

describe('SavedPage', () => {
  it('lists the saved members, each opening their profile, and removes one', async () => {
    let saved = [BRUNO, CLARA];
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      websavedlist: () => ({ body: { status: 'true', peoples: saved } }),
      webunsavemember: () => {
        saved = [CLARA];
        return answer('Removed from Saved');
      },
    });
    renderDiscoveryApp('/app/Saved');

    expect(await screen.findByRole('heading', { name: 'Saved' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getAllByTestId(TEST_IDS.personCard)).toHaveLength(2);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/app/PeopleNear/PeopleExplore/21',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Bruno from Saved' }));

    await waitFor(() => expect(within(list).getAllByTestId(TEST_IDS.personCard)).toHaveLength(1));
    expect(callsTo(calls, 'webunsavemember')[0]?.fields).toMatchObject({ saved_user_id: '21' });
    expect(await screen.findByText('Removed from Saved')).toBeInTheDocument();
  });

  it('says so when no one is saved', async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      websavedlist: { body: { status: 'true', peoples: [] } },
    });
    renderDiscoveryApp('/app/Saved');

    expect(await screen.findByText('No one saved yet')).toBeInTheDocument();
    expect(
      screen.getByText('Save someone from your deck to find them here later.'),
    ).toBeInTheDocument();
  });
});
