import { eventBus } from '@dating/web';
import { type BlurredPersonCard } from '@dating/contract';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPerson, ownProfileAnswer } from '../../testing/discoveryFixture';
import { renderDiscoveryApp } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';

const BRUNO = aPerson(21, 'Bruno', { online: '1' });
const CLARA = aPerson(22, 'Clara');
const blurred = ({ user_id: _id, ...card }: ReturnType<typeof aPerson>): BlurredPersonCard => ({
  ...card,
  user_image: '/uploads/blurred.jpg',
});

const realList = (peoples: unknown[]) => ({ body: { status: 'true', blurred: 'false', peoples } });
const blurredList = (peoples: unknown[]) => ({
  body: { status: 'true', blurred: 'true', peoples },
});
const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);
const PREMIUM_SESSION = { ...TEST_SESSION, premium: true };

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
});

describe('Likes received', () => {
  it('says the list could not be loaded when its call failed, and asks again on Retry', async () => {
    let asked = 0;
    const { calls } = mockApi({
      webfriendrequests: () => {
        asked += 1;
        return asked === 1 ? Promise.reject(new TypeError('Failed to fetch')) : realList([BRUNO]);
      },
    });
    renderDiscoveryApp('/app/LikeRequests', PREMIUM_SESSION);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: /Bruno/ })).toBeInTheDocument();
    expect(callsTo(calls, 'webfriendrequests')).toHaveLength(2);
  });

  it('gives a free member blurred, unlinked cards that raise the premium popup', async () => {
    mockApi({
      webprofile: ownProfileAnswer(),
      webfriendrequests: blurredList([blurred(BRUNO), { ...blurred(CLARA), index: 1 }]),
    });
    const premium = jest.fn();
    eventBus.on('premium:open', premium);
    renderDiscoveryApp('/app/LikeRequests');

    const cards = await screen.findAllByTestId(TEST_IDS.personCard);
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/blurred.jpg');
    await userEvent.click(within(cards[0]!).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: 'Become a Premium Member' }));

    expect(premium).toHaveBeenCalledTimes(2);
    expect(premium).toHaveBeenCalledWith({ source: 'likes' });
  });

  it('links a premium member to each liker, with the online dot', async () => {
    const { calls } = mockApi({ webfriendrequests: realList([BRUNO]) });
    renderDiscoveryApp('/app/LikeRequests', PREMIUM_SESSION);

    const link = await screen.findByRole('link', { name: /Bruno/ });
    expect(link).toHaveAttribute('href', '/app/LikeRequest/LikeRequestNew/21');
    expect(within(link).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Likes' })).toBeInTheDocument();
    expect(callsTo(calls, 'webfriendrequests')[0]?.fields).toMatchObject({
      type: 'like',
      limit: '8',
    });
  });

  it('loads 8 more while the list is full', async () => {
    const eight = Array.from({ length: 8 }, (_, index) =>
      aPerson(30 + index, `Member ${index}`, { index }),
    );
    const { calls } = mockApi({
      webfriendrequests: ({ fields }) => realList(fields.limit === '8' ? eight : [...eight, BRUNO]),
    });
    renderDiscoveryApp('/app/LikeRequests', PREMIUM_SESSION);

    await userEvent.click(await screen.findByRole('button', { name: 'Load More !' }));

    expect(await screen.findByRole('link', { name: /Bruno/ })).toBeInTheDocument();
    expect(callsTo(calls, 'webfriendrequests').at(-1)?.fields).toMatchObject({ limit: '16' });
    expect(screen.queryByRole('button', { name: 'Load More !' })).not.toBeInTheDocument();
  });

  it("shows 'No Likes' / 'Update your profile'", async () => {
    mockApi({ webfriendrequests: realList([]) });
    renderDiscoveryApp('/app/LikeRequests', PREMIUM_SESSION);

    expect(await screen.findByRole('status')).toHaveTextContent('No LikesUpdate your profile');
  });
});

describe('Visitors', () => {
  it('gives a free member blurred visitors', async () => {
    mockApi({ webprofile: ownProfileAnswer(), webvisitors: blurredList([blurred(BRUNO)]) });
    renderDiscoveryApp('/app/Visitors');

    expect(
      await screen.findByRole('button', { name: 'A member who visited you (premium only)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find unlimited people' })).toBeInTheDocument();
  });

  it('links a premium member to each visitor', async () => {
    mockApi({ webvisitors: realList([BRUNO]) });
    renderDiscoveryApp('/app/Visitors', PREMIUM_SESSION);

    expect(await screen.findByRole('link', { name: /Bruno/ })).toHaveAttribute(
      'href',
      '/app/Visitors/VisitorNew/21',
    );
  });

  it("shows 'No Visitors' / 'Update the Filters!'", async () => {
    mockApi({ webvisitors: realList([]) });
    renderDiscoveryApp('/app/Visitors');

    expect(await screen.findByRole('status')).toHaveTextContent('No VisitorsUpdate the Filters!');
  });
});

describe('Super likes received', () => {
  it('links to each super liker', async () => {
    const { calls } = mockApi({ webfriendrequests: realList([CLARA]) });
    renderDiscoveryApp('/app/FriendRequests');

    expect(await screen.findByRole('link', { name: /Clara/ })).toHaveAttribute(
      'href',
      '/app/FriendRequest/FriendRequestNew/22',
    );
    expect(callsTo(calls, 'webfriendrequests')[0]?.fields).toMatchObject({ type: 'superlike' });
  });

  it("shows 'No Super likes' / 'Update your profile'", async () => {
    mockApi({ webfriendrequests: realList([]) });
    renderDiscoveryApp('/app/FriendRequests');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'No Super likesUpdate your profile',
    );
  });
});

describe('a grid tile', () => {
  it('captions the city only, the full location kept in the tooltip and for screen readers', async () => {
    mockApi({
      webfriendslist: {
        body: {
          status: 'true',
          peoples: [aPerson(23, 'Zoé', { location: 'Paris, Île-de-France, France', distance: 4 })],
        },
      },
    });
    renderDiscoveryApp('/app/Friends');

    const card = await screen.findByTestId(TEST_IDS.personCard);

    expect(within(card).getByText('Paris')).toBeVisible();
    expect(within(card).getByTitle('Paris, Île-de-France, France')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAccessibleName(
      /Paris, Île-de-France, France · 4 km away$/,
    );
  });

  it('keeps a location without a comma whole', async () => {
    mockApi({
      webfriendslist: {
        body: { status: 'true', peoples: [aPerson(23, 'Zoé', { location: 'Lyon' })] },
      },
    });
    renderDiscoveryApp('/app/Friends');

    const card = await screen.findByTestId(TEST_IDS.personCard);

    expect(within(card).getByText('Lyon')).toBeInTheDocument();
    expect(within(card).queryByTitle('Lyon')).not.toBeInTheDocument();
  });
});

describe('Friends', () => {
  it('lists the matches, online only on demand, and searches them', async () => {
    const { calls } = mockApi({
      webfriendslist: ({ fields }) => ({
        body: { status: 'true', peoples: fields.sort === 'online' ? [BRUNO] : [BRUNO, CLARA] },
      }),
    });
    renderDiscoveryApp('/app/Friends');

    expect(await screen.findByRole('link', { name: /Clara/ })).toHaveAttribute(
      'href',
      '/app/Friends/FriendsNew/22',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Online');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Clara/ })).not.toBeInTheDocument(),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search matches' }), 'Bru');

    await waitFor(() =>
      expect(callsTo(calls, 'webfriendslist').at(-1)?.fields).toMatchObject({
        search_key: 'Bru',
        sort: 'online',
      }),
    );
  });

  it('isolates each name and place, so Latin words keep their punctuation in the Arabic list', async () => {
    mockApi({
      webfriendslist: {
        body: { status: 'true', peoples: [aPerson(23, 'Zoé', { location: 'الرباط، المغرب' })] },
      },
    });
    renderDiscoveryApp('/app/Friends', { ...TEST_SESSION, language: 'ar' });

    const card = await screen.findByTestId(TEST_IDS.personCard);

    expect(card.querySelector('bdi')).toHaveTextContent(/^Zoé$/);
    expect(within(card).getByText('الرباط').tagName).toBe('BDI');
  });

  it("shows 'No Matches' / 'Start making friends now!'", async () => {
    mockApi({ webfriendslist: { body: { status: 'true', peoples: [] } } });
    renderDiscoveryApp('/app/Friends');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'No MatchesStart making friends now!',
    );
  });
});
