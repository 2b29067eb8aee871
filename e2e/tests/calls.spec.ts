import { expect, test, type Page } from '@playwright/test';
import { matchAndChat, openChat, seat, type Seat } from '../support/chatSeats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { postAs } from '../support/session';

// Chromium's fake camera and microphone, granted without a prompt: for this file only.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const callScreen = (page: Page) => page.getByRole('dialog');
const callStatus = (page: Page) => callScreen(page).getByRole('status');
const history = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` });

/** The other's video plays: its frames advance. */
async function expectVideoPlaying(page: Page, label: string) {
  const video = page.getByLabel(label);
  await expect(video).toBeVisible();
  const timeOf = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(timeOf, { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await timeOf();
  await expect.poll(timeOf, { timeout: 10_000 }).toBeGreaterThan(before + 0.3);
}

test.describe('voice and video calls', () => {
  // Two sign-ups, two browser contexts and a WebRTC call per journey, on a busy machine.
  test.describe.configure({ timeout: 300_000 });
  let ada: Seat;
  let ben: Seat;
  let chatId: number;

  test.beforeEach(async ({ browser, baseURL, request }) => {
    ada = await seat(browser, baseURL ?? '', 'Ada Caller');
    ben = await seat(browser, baseURL ?? '', 'Ben Callee');
    chatId = await matchAndChat(request, ada.member, ben.member);
  });

  test.afterEach(async () => {
    await ada.page.context().close();
    await ben.page.context().close();
  });

  test('a video call rings on any page, connects with both videos playing, and ends with a line for both', async () => {
    const adaName = ada.member.name;
    const benName = ben.member.name;
    // Ben is on another page of the app: the ring reaches him there.
    await ben.page.goto('/web/app/Message');
    await expect(ben.page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await openChat(ada, ben.member, chatId);

    await ada.page.getByRole('button', { name: `Video call: ${benName}` }).click();
    await expect(callStatus(ada.page)).toHaveText(`Calling ${benName}…`);
    const ring = callScreen(ben.page);
    await expect(ring).toHaveAccessibleName(`${adaName} is calling you`);
    await expect(callStatus(ben.page)).toHaveText('Incoming video call');
    // By keyboard: the ring's first control has the focus (Decline), Tab reaches Accept.
    await ben.page.getByRole('button', { name: 'Accept' }).focus();
    await ben.page.keyboard.press('Enter');

    await expect(callStatus(ada.page)).toHaveText(`Connected with ${benName}`, { timeout: 20_000 });
    await expect(callStatus(ben.page)).toHaveText(`Connected with ${adaName}`, { timeout: 20_000 });
    await expectVideoPlaying(ada.page, `${benName}'s video`);
    await expectVideoPlaying(ben.page, `${adaName}'s video`);
    await expect(ada.page.getByLabel('Your camera')).toBeVisible();
    // The controls, labelled; mute toggles.
    const mute = ada.page.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(ada.page.getByRole('button', { name: 'Turn camera off' })).toBeVisible();
    await expect(ada.page.getByRole('button', { name: 'Switch camera' })).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Report' })).toBeVisible();

    await ada.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(callStatus(ada.page)).toHaveText(/^Call ended \(0:\d\d\)$/);
    await expect(callStatus(ben.page)).toHaveText(/^Call ended \(0:\d\d\)$/);
    const line = /^Video call · 0:\d\d$/;
    await expect(history(ada.page, benName).getByText(line)).toBeVisible();

    await openChat(ben, ada.member, chatId);
    await expect(history(ben.page, adaName).getByText(line)).toBeVisible();
    await ben.page.reload();
    await expect(history(ben.page, adaName).getByText(line)).toBeVisible();
  });

  test('a declined call and a missed call each leave their line', async () => {
    const benName = ben.member.name;
    await openChat(ada, ben.member, chatId);
    await openChat(ben, ada.member, chatId);

    await ada.page.getByRole('button', { name: `Voice call: ${benName}` }).click();
    await ben.page.getByRole('button', { name: 'Decline' }).click();
    await expect(callStatus(ada.page)).toHaveText('Call declined');
    await expect(history(ada.page, benName).getByText('Voice call declined')).toBeVisible();
    await expect(history(ben.page, ada.member.name).getByText('Voice call declined')).toBeVisible();
    await ada.page.getByRole('button', { name: 'Close' }).click();
    await expect(callScreen(ada.page)).toBeHidden();

    // Ada gives up before Ben answers: a missed call for him.
    await ada.page.getByRole('button', { name: `Voice call: ${benName}` }).click();
    await expect(callStatus(ben.page)).toHaveText('Incoming voice call');
    await ada.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(callStatus(ben.page)).toHaveText('No answer');
    await expect(history(ben.page, ada.member.name).getByText('Voice call missed')).toBeVisible();
    await ada.page.reload();
    await expect(history(ada.page, benName).getByText('Voice call missed')).toBeVisible();
  });

  test('a call to a member who did not allow calls, or who blocked the caller, is refused with the reason', async ({
    request,
  }) => {
    const benName = ben.member.name;
    await postAs(request, ben.member, 'webcallsettings', { chat_id: chatId, allow_calls: 'false' });
    await openChat(ada, ben.member, chatId);
    await ada.page.getByRole('button', { name: `Video call: ${benName}` }).click();
    await expect(callStatus(ada.page)).toHaveText(`${benName} does not take calls in this chat`);
    await ada.page.getByRole('button', { name: 'Close' }).click();

    await postAs(request, ben.member, 'webcallsettings', { chat_id: chatId, allow_calls: 'true' });
    await postAs(request, ben.member, 'webblockchat', { block_user_id: ada.member.memberId });
    await ada.page.reload();
    await expect(ada.page.getByText('This User has Blocked you')).toBeVisible();
    await ada.page.getByRole('button', { name: `Video call: ${benName}` }).click();
    await expect(callStatus(ada.page)).toHaveText('You cannot call this member');
    // Nothing rang for Ben, and no line was written.
    await expect(history(ada.page, benName).getByText(/call/i)).toHaveCount(0);
  });
});
