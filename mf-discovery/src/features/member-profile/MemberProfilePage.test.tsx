import { eventBus } from '@dating/web';
import { mockApi, TEST_SESSION, type RecordedCall } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aMemberProfile,
  matchAnswer,
  OK,
  ownProfileAnswer,
  peopleAnswer,
  refused,
} from '../../testing/discoveryFixture';
import { renderDiscoveryApp, STAND_INS } from '../../testing/renderDiscoveryApp';
import { TEST_IDS } from '../../testIds';

const memberAnswer = (overrides = {}) => ({
  body: { status: 'true', result: aMemberProfile(overrides) },
});
const EMPTY_LIST = { body: { status: 'true', blurred: 'false', peoples: [] } };

const callsTo = (calls: RecordedCall[], name: string) => calls.filter(({ call }) => call === name);
const PREMIUM_SESSION = { ...TEST_SESSION, premium: true };
// The page is a lazy chunk behind a loader: give it time on a busy machine.
const heading = () => screen.findByRole('heading', { name: /^Bruno/ }, { timeout: 3000 });

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
  localStorage.clear();
});

describe('MemberProfilePage', () => {
  it("shows the member's photos, details and interests, and records the visit", async () => {
    const { calls } = mockApi({
      webprofilenew: memberAnswer({ premium_member: 'true' }),
      webvisitprofile: OK,
    });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);

    expect(await heading()).toHaveTextContent('Bruno, 33');
    expect(screen.getByRole('img', { name: 'Premium member' })).toBeInTheDocument();
    expect(screen.getByText('Lives In').nextSibling).toHaveTextContent('Lyon, France');
    expect(screen.getByText(aMemberProfile().job)).toBeInTheDocument();
    expect(screen.getByText('Climbing')).toBeInTheDocument();
    expect(screen.getAllByTestId(TEST_IDS.photoSlide)).toHaveLength(2);
    expect(callsTo(calls, 'webprofilenew')[0]?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      friend_id: '21',
    });
    expect(callsTo(calls, 'webvisitprofile')[0]?.fields).toMatchObject({ visit_user_id: '21' });
  });

  it('shows the verified badge beside the name of a verified member only', async () => {
    mockApi({ webprofilenew: memberAnswer({ verified: 'true' }), webvisitprofile: OK });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    expect(within(await heading()).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });

  it('shows no badge for a member who is not verified', async () => {
    mockApi({ webprofilenew: memberAnswer({ verified: 'false' }), webvisitprofile: OK });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    expect(within(await heading()).queryByRole('img', { name: 'Verified' })).toBeNull();
  });

  it('asks before liking, then opens the match popup', async () => {
    const { calls } = mockApi({
      webprofilenew: memberAnswer(),
      webvisitprofile: OK,
      webmatch: matchAnswer(),
    });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    const question = screen.getByRole('dialog', { name: 'Do you want to like this user?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('dialog', { name: "It's a Match!" })).toBeInTheDocument();
    expect(callsTo(calls, 'webmatch')[0]?.fields).toMatchObject({ follow_id: '21', type: 'like' });
  });

  it('No leaves the member alone', async () => {
    const { calls } = mockApi({ webprofilenew: memberAnswer(), webvisitprofile: OK });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'Super like' }));
    const question = screen.getByRole('dialog', { name: 'Do you want to super like this user?' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'webgetcheck')).toHaveLength(0);
  });

  it('offers the packs for a super like with none left', async () => {
    mockApi({
      webprofilenew: memberAnswer(),
      webvisitprofile: OK,
      webgetcheck: { body: { status: 'true', superlike_count: 3 } },
      webmatch: refused('No super likes left', 409, { superlike_count: 0 }),
    });
    const packs = jest.fn();
    eventBus.on('superlike-packs:open', packs);
    renderDiscoveryApp('/app/FriendRequest/FriendRequestNew/21');
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'Super like' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(packs).toHaveBeenCalledTimes(1));
  });

  it("shows a like's answer after 2 seconds, and the people view goes back to the deck", async () => {
    mockApi({
      webprofilenew: memberAnswer(),
      webvisitprofile: OK,
      webmatch: {
        body: { status: 'true', match: '0', message: 'Liked Bruno', superlike_count: 0 },
      },
      webprofile: ownProfileAnswer(),
      webgetpeople: peopleAnswer([]),
    });
    renderDiscoveryApp('/app/PeopleNear/PeopleExplore/21');
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Liked Bruno', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'People near you' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  }, 10_000);

  it("declines with 'User declined successfully', then returns to the list", async () => {
    const { calls } = mockApi({
      webprofilenew: memberAnswer(),
      webvisitprofile: OK,
      webunmatch: { body: { status: 'true', message: 'User declined sucessfully' } },
      webfriendrequests: EMPTY_LIST,
    });
    renderDiscoveryApp('/app/FriendRequest/FriendRequestNew/21');
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Do you want to decline?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('User declined successfully')).toBeInTheDocument();
    expect(callsTo(calls, 'webunmatch')[0]?.fields).toMatchObject({ follow_id: '21' });
    expect(
      await screen.findByRole('heading', { name: 'Super likes received' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  }, 10_000);

  it('offers a match Send message and Unfriend instead of the swipe buttons', async () => {
    const { calls } = mockApi({
      webprofilenew: memberAnswer({ send_match: '1' }),
      webvisitprofile: OK,
      webcreatchat: { body: { status: 'true', chatid: 55 } },
    });
    renderDiscoveryApp('/app/Friends/FriendsNew/21');
    await heading();
    expect(screen.getByRole('button', { name: 'Unfriend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText(STAND_INS['/app/Message/MessageNew/:userId/:chatId']),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'webcreatchat')[0]?.fields).toMatchObject({
      sender_id: String(TEST_SESSION.memberId),
      receiver_id: '21',
    });
  });

  it('says so when the chat with a match cannot be opened', async () => {
    mockApi({
      webprofilenew: memberAnswer({ send_match: '1' }),
      webvisitprofile: OK,
      webcreatchat: refused('Invalid access', 403),
    });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chat could not be opened. Try again.',
    );
  });

  it('offers neither Send message, Unfriend nor the swipe buttons for someone already liked', async () => {
    mockApi({ webprofilenew: memberAnswer({ send_match: '3' }), webvisitprofile: OK });
    renderDiscoveryApp('/app/Visitors/VisitorNew/21', PREMIUM_SESSION);
    await heading();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unfriend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dislike' })).not.toBeInTheDocument();
  });

  it("reports with a reason from 'Report User', then withdraws after 'UnReport User' and Yes", async () => {
    let reported = false;
    const { calls } = mockApi({
      webprofilenew: () => memberAnswer({ report: reported ? 'true' : 'false' }),
      webvisitprofile: OK,
      webreport: () => {
        reported = !reported;
        return { body: { status: 'true', report: reported ? 'true' : 'false', message: '' } };
      },
    });
    renderDiscoveryApp('/app/Friends/FriendsNew/21');
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report User' }));
    const dialog = await screen.findByRole('dialog', { name: /^Report / });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByRole('dialog', { name: 'Thanks, we received your report.' }),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'webreport')[0]?.fields).toMatchObject({
      report_user_id: '21',
      reason: 'fake_profile',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'UnReport User' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(callsTo(calls, 'webreport')).toHaveLength(2));
    // Withdrawing is the spec's toggle: no reason.
    expect(callsTo(calls, 'webreport')[1]?.fields.reason).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Report User' })).toBeInTheDocument();
  }, 20_000);

  it('blocks from the menu after Yes and goes back to the list', async () => {
    const { calls } = mockApi({
      webprofilenew: memberAnswer(),
      webvisitprofile: OK,
      websetblock: { body: { status: 'true', blocked_by_me: 'true' } },
      webfriendslist: EMPTY_LIST,
    });
    renderDiscoveryApp('/app/Friends/FriendsNew/21');
    await heading();

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    const question = screen.getByRole('dialog', { name: /^Block .*anywhere/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Friends' })).toBeInTheDocument();
    expect(callsTo(calls, 'websetblock')[0]?.fields).toMatchObject({
      block_user_id: '21',
      block: 'true',
    });
  });

  it.each([
    ['/app/Visitors/VisitorNew/21', 'Visitors'],
    ['/app/LikeRequest/LikeRequestNew/21', 'Likes'],
  ])('gives a free member at %s the premium popup and the list instead', async (path, list) => {
    const { calls } = mockApi({
      webprofile: ownProfileAnswer(),
      webvisitors: EMPTY_LIST,
      webfriendrequests: EMPTY_LIST,
    });
    const premium = jest.fn();
    eventBus.on('premium:open', premium);
    renderDiscoveryApp(path);

    expect(await screen.findByRole('heading', { name: list })).toBeInTheDocument();
    expect(premium).toHaveBeenCalledTimes(1);
    expect(callsTo(calls, 'webprofilenew')).toHaveLength(0);
    expect(callsTo(calls, 'webvisitprofile')).toHaveLength(0);
  });

  it.each([
    ['/app/Visitors/VisitorNew/21', STAND_INS['/app/NotFound']],
    ['/app/LikeRequest/LikeRequestNew/21', STAND_INS['/app/NotFound']],
    ['/app/Friends/FriendsNew/21', STAND_INS['/login']],
  ])('goes from a failed load of %s to %s', async (path, target) => {
    mockApi({ webprofilenew: refused('Invalid access', 403), webvisitprofile: OK });
    renderDiscoveryApp(path, PREMIUM_SESSION);

    expect(await screen.findByText(target)).toBeInTheDocument();
  });

  it.each([
    ['the network failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server failed', () => ({ status: 500, body: { status: 'false', message: 'Failed' } })],
  ])(
    'says the profile could not be loaded when %s, and asks again on Retry',
    async (_cause, fail) => {
      let asked = 0;
      const { calls } = mockApi({
        webprofilenew: () => {
          asked += 1;
          return asked === 1 ? fail() : memberAnswer();
        },
        webvisitprofile: OK,
      });
      renderDiscoveryApp('/app/Friends/FriendsNew/21');

      const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
      expect(alert).toHaveTextContent('This page could not be loaded.');
      expect(screen.queryByText(STAND_INS['/login'])).not.toBeInTheDocument();
      // The header's Back comes with the profile: the failure offers its own way back.
      expect(within(alert).getByRole('link', { name: 'Back' })).toHaveAttribute(
        'href',
        '/app/Friends',
      );

      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await heading()).toHaveTextContent('Bruno, 33');
      expect(callsTo(calls, 'webprofilenew')).toHaveLength(2);
    },
  );

  it.each([
    ['1', '/app/PeopleNear'],
    ['0', '/app/FindNewPeople'],
  ])('goes back from a person to the page of filter_page %s', async (filterPage, target) => {
    localStorage.setItem('filter_page', filterPage);
    mockApi({ webprofilenew: memberAnswer(), webvisitprofile: OK });
    renderDiscoveryApp('/app/PeopleNear/PeopleExplore/21');
    await heading();

    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', target);
  });
});
