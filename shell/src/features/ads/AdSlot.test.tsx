import { eventBus, useSession, type DatingEvents, type RemoteWidgetProps } from '@dating/web';
import { type AdminData, type Profile } from '@dating/contract';
import type { MockAnswer } from '@dating/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { adminDataAnswer } from '../../test/adminDataAnswer';
import { earlyCallAnswered } from '../../test/earlyCallAnswered';
import { memberProfile, mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../../test/renderShell';

/** Shows whether the shell gave the page its own premium offer (session.pageUpsell). */
function DiscoveryApp() {
  return <p data-page-upsell={String(useSession().pageUpsell)}>People near you</p>;
}
const ChatApp = () => <p>A chat</p>;
/** The payments remote's popup, as the premium offer's event opens it. */
function PremiumPopup({ request }: RemoteWidgetProps<'premiumPopup'>) {
  return <p>Premium plans, from {request?.source}</p>;
}
const becomePremium = { name: 'Become a Premium Member' };

async function openApp({
  ads,
  profile = {},
  path = '/app/PeopleNear',
}: {
  ads: AdminData['admin_enable_ads'];
  profile?: Partial<Profile>;
  path?: string;
}) {
  const { calls } = mockSignedInApi({
    profile,
    answers: { admindatas: adminDataAnswer({ admin_enable_ads: ads }) },
  });
  renderShell(path, {
    remoteLoader: fakeRemoteLoader(
      { discovery: DiscoveryApp, chat: ChatApp },
      { premiumPopup: PremiumPopup },
    ),
  });
  await screen.findByText(path.includes('Message') ? 'A chat' : 'People near you');
  // Every answer the slot depends on has arrived before a test says it is absent: what the first
  // screen does not show (the badges, whether ads are on) is asked once the page is idle.
  await waitFor(() => expect(calls.map(({ call }) => call)).toContain('webgetcounts'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return calls.map(({ call }) => call);
}

describe('the ad slot of the /app layout', () => {
  beforeEach(() => storeSignedInSession());
  afterEach(() => delete window.datingEarlyCalls);

  it('shows a house ad to a free member when ads are on, which opens the premium popup', async () => {
    const heard: DatingEvents['premium:open'][] = [];
    const listen = (event: DatingEvents['premium:open']) => heard.push(event);
    eventBus.on('premium:open', listen);
    await openApp({ ads: 'true' });

    const slot = await screen.findByRole('region', { name: 'Advertisement' });
    expect(slot).toHaveClass('ad-slot');
    await userEvent.click(screen.getByRole('button', { name: 'See Premium plans' }));

    expect(heard).toEqual([{ source: 'ad-slot' }]);
    await screen.findByText('Premium plans, from ad-slot');
    eventBus.off('premium:open', listen);
  });

  it('shows nothing when the admin turned ads off', async () => {
    const calls = await openApp({ ads: 'false' });

    expect(calls).toContain('admindatas');
    expect(screen.queryByTestId(TEST_IDS.adSlot)).not.toBeInTheDocument();
  });

  it('takes its place in the first render when ads were on at the last visit', async () => {
    localStorage.setItem('ads_enabled', 'true');
    let answerAdminData: (answer: MockAnswer) => void = () => undefined;
    const { calls } = mockSignedInApi({
      answers: { admindatas: () => new Promise((resolve) => (answerAdminData = resolve)) },
    });
    renderShell('/app/PeopleNear', { remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }) });
    await screen.findByText('People near you');

    expect(screen.getByTestId(TEST_IDS.adSlot)).toBeInTheDocument();
    // The app asks once the page is idle.
    await waitFor(() => expect(calls.map(({ call }) => call)).toContain('webgetcounts'));
    // The admin has turned ads off since: the slot goes, and the next visit starts without it.
    act(() => answerAdminData(adminDataAnswer({ admin_enable_ads: 'false' })));
    await waitFor(() => expect(screen.queryByTestId(TEST_IDS.adSlot)).not.toBeInTheDocument());
    expect(localStorage.getItem('ads_enabled')).toBe('false');
  });

  it("takes its place in the first render when index.html's early call says ads are on, and keeps it as the app adopts that answer", async () => {
    // As on a return visit, the first render knows the member (see useMemberProfile).
    localStorage.setItem('last_profile', JSON.stringify(memberProfile()));
    const { calls } = mockSignedInApi();
    const answer = adminDataAnswer({ admin_enable_ads: 'true' }).body;
    earlyCallAnswered('admindatas', answer, localStorage.getItem('session_token')!);
    renderShell('/app/PeopleNear', { remoteLoader: fakeRemoteLoader({ discovery: DiscoveryApp }) });
    await screen.findByText('People near you');

    expect(screen.getByTestId(TEST_IDS.adSlot)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('ads_enabled')).toBe('true'));
    expect(window.datingEarlyCalls?.calls).not.toHaveProperty('admindatas');
    expect(calls.map(({ call }) => call)).not.toContain('admindatas');
    expect(screen.getByTestId(TEST_IDS.adSlot)).toBeInTheDocument();
  });

  it('shows nothing to a premium member', async () => {
    const calls = await openApp({ ads: 'true', profile: { premium_member: 'true' } });

    expect(screen.queryByTestId(TEST_IDS.adSlot)).not.toBeInTheDocument();
    expect(calls).not.toContain('admindatas');
  });

  it('shows nothing to a member hiding ads', async () => {
    await openApp({ ads: 'true', profile: { hide_ads: 'true' } });

    expect(screen.queryByTestId(TEST_IDS.adSlot)).not.toBeInTheDocument();
  });

  describe('as the one upsell of a page', () => {
    it('replaces the sidebar button, and the page offers nothing itself', async () => {
      await openApp({ ads: 'true' });

      expect(screen.getByTestId(TEST_IDS.adSlot)).toBeInTheDocument();
      expect(screen.queryByRole('button', becomePremium)).not.toBeInTheDocument();
      expect(screen.getByText('People near you')).toHaveAttribute('data-page-upsell', 'false');
    });

    it("leaves Find new people's offer to the page: no banner, no sidebar button", async () => {
      await openApp({ ads: 'true', path: '/app/FindNewPeople' });

      expect(screen.getByText('People near you')).toHaveAttribute('data-page-upsell', 'true');
      expect(screen.queryByTestId(TEST_IDS.adSlot)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', becomePremium)).not.toBeInTheDocument();
    });

    it('never shows inside a chat', async () => {
      await openApp({ ads: 'true', path: '/app/Message/MessageNew/5/9' });

      expect(screen.queryByTestId(TEST_IDS.adSlot)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', becomePremium)).not.toBeInTheDocument();
    });

    it("offers only the sidebar's entry on the member's first session day", async () => {
      const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
      await openApp({ ads: 'true', profile: { member_since: anHourAgo } });

      expect(screen.queryByTestId(TEST_IDS.adSlot)).not.toBeInTheDocument();
      expect(await screen.findByRole('button', becomePremium)).toBeInTheDocument();
    });
  });
});
