import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { matchAndChat, openChat, seat, type Seat } from '../support/chatSeats';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium';
import { ProductServer } from '../support/productServer';
import { postAs } from '../support/session';

// Chromium's fake camera and microphone, granted without a prompt: for this file only.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, '--autoplay-policy=no-user-gesture-required'],
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
    // Who calls shows with their photo until their video does.
    await expect(ring.locator('.call-screen__photo')).toHaveAttribute('src', /^\/uploads\//);
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

/** Runs one statement as PostgreSQL's administrator, on the server DATABASE_URL names. */
function psql(databaseUrl: string, statement: string): void {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const run = spawnSync('psql', [admin.toString(), '-qc', statement], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql: ${run.error?.message ?? run.stderr}`);
}

test.describe('a call across two processes', () => {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  test.skip(!databaseUrl || !redisUrl, 'needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)');
  test.describe.configure({ timeout: 300_000 });

  test('connects two members served by two servers that share PostgreSQL and Redis', async ({
    browser,
  }) => {
    // A database of this run's own, which both servers share; Redis keys follow its name.
    const database = `dating_e2e_calls_${Date.now()}_${process.pid}`;
    const shared = new URL(databaseUrl ?? '');
    shared.pathname = `/${database}`;
    psql(databaseUrl ?? '', `CREATE DATABASE ${database}`);
    const servers: ProductServer[] = [];
    const seats: Seat[] = [];
    try {
      const env = { DATABASE_URL: shared.toString(), REDIS_URL: redisUrl };
      servers.push(await ProductServer.start('calls-one', { env }));
      servers.push(await ProductServer.start('calls-two', { env }));
      const [one, two] = servers as [ProductServer, ProductServer];
      const ada = await seat(browser, one.origin, 'Ada Process One');
      const ben = await seat(browser, two.origin, 'Ben Process Two');
      seats.push(ada, ben);
      const chatId = await matchAndChat(ada.page.request, ada.member, ben.member);
      await openChat(ben, ada.member, chatId);
      await openChat(ada, ben.member, chatId);

      await ada.page.getByRole('button', { name: `Video call: ${ben.member.name}` }).click();
      await expect(callStatus(ben.page)).toHaveText('Incoming video call');
      await ben.page.getByRole('button', { name: 'Accept' }).click();
      await expect(callStatus(ada.page)).toHaveText(`Connected with ${ben.member.name}`, {
        timeout: 20_000,
      });
      await expectVideoPlaying(ada.page, `${ben.member.name}'s video`);
      await expectVideoPlaying(ben.page, `${ada.member.name}'s video`);

      await ben.page.getByRole('button', { name: 'Hang up' }).click();
      await expect(callStatus(ada.page)).toHaveText(/^Call ended \(0:\d\d\)$/);
      await expect(
        history(ada.page, ben.member.name).getByText(/^Video call · 0:\d\d$/),
      ).toBeVisible();
    } finally {
      for (const { page } of seats) await page.context().close();
      for (const server of servers) await server.close();
      psql(databaseUrl ?? '', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
});
