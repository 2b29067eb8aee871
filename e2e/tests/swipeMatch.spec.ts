import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { pathTo } from '../../shared/contract/src/routes/appRoutes';
import { postAs, signUpMember, storeSession } from '../support/session';

/**
 * A city and a town a few km away, far (over the default 100 km filter) from every other pair
 * and from the other journeys' cities: the member's deck is the town's neighbour in the city
 * first, then the one in the town. One pair per viewport and attempt, so a retry meets nobody
 * from its first try.
 */
const NEIGHBOURS = [
  { city: 'Rotterdam', town: 'Schiedam' },
  { city: 'Glasgow', town: 'Paisley' },
  { city: 'Gdansk', town: 'Sopot' },
  { city: 'Tampere', town: 'Nokia' },
] as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** A card of the deck, the top one or one leaving, by the member it shows. */
const cardOf = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const topCard = (page: Page) => page.getByTestId(TEST_IDS.swipeCard);

/**
 * Starts watching for the stamp a leaving card shows; the returned call gives the first one seen
 * (its card's name and words). The stamp lasts only the card's exit, which Playwright's polling
 * can miss on busy cores, so the page itself reports it the moment it is drawn.
 */
async function watchStamp(page: Page): Promise<() => Promise<{ card: string; words: string }>> {
  type Watched = Window & { stampSeen?: Promise<{ card: string; words: string }> };
  await page.evaluate((stampId) => {
    (window as Watched).stampSeen = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const stamp = document.querySelector(`[data-testid="${stampId}"]`);
        if (!stamp) return;
        observer.disconnect();
        resolve({
          card: stamp.closest('article')?.getAttribute('aria-label') ?? '',
          words: stamp.textContent ?? '',
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, TEST_IDS.swipeStamp);
  return () => page.evaluate(() => (window as Watched).stampSeen!);
}

/** The image has loaded a real picture (not a broken one, not the initials). */
async function expectLoadedPhoto(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

VIEWPORTS.forEach((viewport, viewportIndex) => {
  test.describe(`swipe and match at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the arrow key likes with nothing clicked, the stamp leaves on the liked card, and a mutual like is a full-screen It's a Match! that leads to the chat", async ({
      page,
      baseURL,
    }) => {
      const { city, town } =
        NEIGHBOURS[(viewportIndex * 2 + test.info().retry) % NEIGHBOURS.length]!;
      const anna = await signUpMember(page.request, { name: aName('Anna'), city });
      const clara = await signUpMember(page.request, { name: aName('Clara'), city });
      const bruno = await signUpMember(page.request, {
        name: aName('Bruno'),
        city: town,
        gender: 'male',
      });
      await postAs(page.request, bruno, 'webmatch', { follow_id: anna.memberId, type: 'like' });
      await storeSession(page, baseURL!, anna);

      await page.goto('/web/app/PeopleNear');
      await expect(topCard(page)).toHaveAccessibleName(clara.name);

      // The page's keys work at once: no click on the deck first.
      let stampSeen = await watchStamp(page);
      await page.keyboard.press('ArrowRight');
      expect(await stampSeen()).toEqual({ card: clara.name, words: 'Liked' });
      await expect(topCard(page)).toHaveAccessibleName(bruno.name);
      await expect(topCard(page).getByTestId(TEST_IDS.swipeStamp)).toHaveCount(0);
      await expect(cardOf(page, clara.name)).toHaveCount(0);

      // One swipe at a time: the next goes once the server has taken the first.
      await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
      stampSeen = await watchStamp(page);
      await page.keyboard.press('ArrowRight');
      expect(await stampSeen()).toEqual({ card: bruno.name, words: 'Liked' });

      const moment = page.getByRole('dialog', { name: "It's a Match!" });
      await expect(moment).toBeVisible();
      // The whole viewport, but for a scrollbar the page beneath may have.
      const shown = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      }));
      expect(await moment.boundingBox()).toEqual({ x: 0, y: 0, ...shown });
      await expect(moment).toContainText(`You and ${bruno.name} have liked each other.`);
      await expectLoadedPhoto(moment.getByRole('img', { name: 'Your photo', exact: true }));
      await expectLoadedPhoto(moment.getByRole('img', { name: `${bruno.name}'s photo` }));
      const sendMessage = moment.getByRole('button', { name: 'Send message' });
      await expect(sendMessage).toBeFocused();
      await expect(moment.getByRole('button', { name: 'Keep swiping' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(
        violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
        "axe findings on It's a Match!",
      ).toEqual([]);

      await sendMessage.click();
      await expect(page).toHaveURL(
        new RegExp(`/web/app/Message/MessageNew/${bruno.memberId}/\\d+$`),
      );
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    });
  });
});

test.describe('your turn', () => {
  test('a member with too many matches waiting for a reply sees Your Turn and closes one with a kind message', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Seven sign-ups and six matches before the page: longer than one journey's usual 30 s.
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const mia = await signUpMember(page.request, { name: aName('Mia'), city: 'Lille' });
    await storeSession(page, baseURL!, mia);
    // Six matches who wrote last: one past the default limit of five.
    const waiting = [];
    for (const first of ['Noa', 'Eli', 'Ivo', 'Una', 'Ada', 'Ola']) {
      const member = await signUpMember(request, { name: aName(first), city: 'Lille' });
      await postAs(request, member, 'webmatch', { follow_id: mia.memberId, type: 'like' });
      await postAs(request, mia, 'webmatch', { follow_id: member.memberId, type: 'like' });
      const { chatid } = await postAs<{ status: 'true'; chatid: number }>(
        request,
        member,
        'webcreatchat',
        { sender_id: member.memberId, receiver_id: mia.memberId },
      );
      await postAs(request, member, 'websendmessage', {
        chat_id: chatid,
        receiver_id: mia.memberId,
        message: `Hello from ${first}`,
      });
      waiting.push({ member, chatid });
    }

    await page.goto(`/web${pathTo('peopleNear')}`);
    const panel = page.getByRole('region', { name: 'Your turn' });
    await expect(panel).toContainText('Matches waiting for your reply: 6.');
    await expect(
      panel.getByRole('link', { name: `Reply to ${waiting[0]!.member.name}` }),
    ).toBeVisible();

    const closing = waiting[0]!;
    await panel
      .getByRole('button', {
        name: `Close the conversation with ${closing.member.name} with a kind message`,
      })
      .click();
    await expect(
      page.getByText(
        `Your kind message was sent to ${closing.member.name} and the match is closed.`,
      ),
    ).toBeVisible();
    // Back at the limit: the deck comes back.
    await expect(panel).toBeHidden();
    const history = await postAs<{
      status: 'true';
      chats: { message: string; sender_id: number }[];
    }>(request, closing.member, 'webgetchatmessage', { chat_id: closing.chatid });
    expect(history.chats.at(-1)).toMatchObject({
      sender_id: mia.memberId,
      message: "Thanks for chatting! I don't think we're a match, and I wish you the best.",
    });
    await context.close();
  });
});
