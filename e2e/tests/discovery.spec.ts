import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ProfileResponse } from '../../shared/contract/src/schemas';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { cityOf } from '../../shared/contract/src/rules/places';
import {
  birthDateForAge,
  firstPlace,
  postAs,
  signUpMember,
  storeSession,
  type Member,
} from '../support/session';

/**
 * Cities far apart (more than the default 100 km filter): each journey's members live in one of
 * their own, so they meet each other and nobody from the other journeys. The start is random so
 * a retried journey does not meet the members of its first attempt. Reykjavik is the screens'
 * (screens.spec.ts): a journey there would put its members on their pictured deck.
 */
const CITIES = [
  'Oslo',
  'Lisbon',
  'Helsinki',
  'Dublin',
  'Vienna',
  'Athens',
  'Warsaw',
  'Stockholm',
  'Budapest',
  'Sofia',
  'Bucharest',
  'Riga',
];
let nextCity = Math.floor(Math.random() * CITIES.length);
const aCity = () => CITIES[nextCity++ % CITIES.length]!;

const topCard = (page: Page) => page.getByTestId(TEST_IDS.swipeCard);

async function openPeopleNear(page: Page, baseURL: string, member: Member) {
  await storeSession(page, baseURL, member);
  await page.goto('/web/app/PeopleNear');
}

test.describe('discovery', () => {
  test("two members near each other like each other: the second sees It's a Match! and writes", async ({
    page,
    baseURL,
  }) => {
    const city = aCity();
    const anna = await signUpMember(page.request, { name: aName('Anna'), city });
    const bruno = await signUpMember(page.request, { name: aName('Bruno'), city, gender: 'male' });
    await postAs(page.request, anna, 'webmatch', { follow_id: bruno.memberId, type: 'like' });

    await openPeopleNear(page, baseURL!, bruno);
    await expect(topCard(page).getByRole('heading')).toContainText(anna.name);
    await page.getByRole('button', { name: 'Like', exact: true }).click();

    const popup = page.getByRole('dialog', { name: "It's a Match!" });
    await expect(popup).toContainText(`You and ${anna.name} have liked each other.`);
    await popup.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(new RegExp(`/web/app/Message/MessageNew/${anna.memberId}/\\d+$`));
  });

  test('a declined member disappears, also after a reload', async ({ page, baseURL }) => {
    const city = aCity();
    const clara = await signUpMember(page.request, { name: aName('Clara'), city });
    const dora = await signUpMember(page.request, { name: aName('Dora'), city });

    await openPeopleNear(page, baseURL!, clara);
    await expect(topCard(page).getByRole('heading')).toContainText(dora.name);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
      'axe findings on the deck with a card',
    ).toEqual([]);
    // The keyboard swipes too: left arrow is Nope.
    await page.getByTestId(TEST_IDS.swipeDeck).focus();
    await page.keyboard.press('ArrowLeft');

    await expect(page.getByText('No people in your location')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No people in your location')).toBeVisible();
    await expect(page.getByText(dora.name)).toHaveCount(0);
  });

  test("the deck's top card is painted from the early people call while the remote loads, then the deck's own card takes its place", async ({
    page,
    baseURL,
  }) => {
    const city = aCity();
    const emma = await signUpMember(page.request, { name: aName('Emma'), city });
    const fanny = await signUpMember(page.request, {
      name: aName('Fanny'),
      city,
      dob: birthDateForAge(31),
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The discovery remote's files wait until the painted card has been seen.
    let releaseRemote = () => {};
    const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
    await page.route('**/remotes/mf-discovery/**', async (route) => {
      await remoteHeld;
      await route.continue();
    });

    await storeSession(page, baseURL!, emma);
    await page.goto('/web/app/PeopleNear', { waitUntil: 'commit' });
    // index.html's inline script draws it from the early answer, before any remote code has run.
    const painted = page.locator('#painted-card');
    await expect(painted.locator('.painted-card__name')).toHaveText(`${fanny.name}, 31`);
    await expect(painted.locator('.painted-card__meta')).toHaveText(/ · \d+ km away$/);
    await expect(painted).toHaveAttribute('aria-hidden', 'true');
    await expect(topCard(page)).toHaveCount(0);
    const paintedPhoto = painted.locator('img');
    await expect(paintedPhoto).toHaveJSProperty('complete', true);
    const paintedPhotoPath = new URL((await paintedPhoto.getAttribute('src'))!, baseURL).pathname;
    // The card-sized rendition, not the full photo.
    expect(paintedPhotoPath).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    // The shell's scripts are asked for after it: they were held for the photo (scriptsHeld).
    const shellEntry = () => asked.findIndex((path) => /^\/web\/main\.[0-9a-f]+\.js$/.test(path));
    await expect.poll(shellEntry).toBeGreaterThan(asked.indexOf(paintedPhotoPath));
    const paintedBox = (await painted.boundingBox())!;

    releaseRemote();
    await expect(topCard(page).getByRole('heading')).toContainText(fanny.name);
    // The deck's card in the painted one's place, and only it.
    await expect(painted).toHaveCount(0);
    await expect(page.locator('.painted-card, [data-testid="swipe-card"]')).toHaveCount(1);
    const cardBox = (await topCard(page).boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(cardBox[side], `the card's ${side}`).toBeCloseTo(paintedBox[side], 0);
    }
    const shownPhoto = topCard(page).getByTestId(TEST_IDS.photoSlide).first();
    await expect(shownPhoto).toHaveJSProperty('complete', true);
    const photoPath = new URL((await shownPhoto.getAttribute('src'))!, baseURL).pathname;
    expect(paintedPhotoPath).toBe(photoPath);
    expect(asked.filter((path) => path === '/api/webgetpeople')).toHaveLength(1);
    expect(asked.filter((path) => path === photoPath)).toHaveLength(1);
  });

  test('the filter changes who is shown', async ({ page, baseURL }) => {
    const city = aCity();
    const eve = await signUpMember(page.request, { name: aName('Eve'), city });
    const frank = await signUpMember(page.request, { name: aName('Frank'), city, gender: 'male' });
    const gina = await signUpMember(page.request, { name: aName('Gina'), city });
    await storeSession(page, baseURL!, eve);

    await page.goto('/web/app/FindNewPeople');
    // The grid shows 2 seconds after loading (spec section 2).
    const frankTile = page.getByRole('link', { name: new RegExp(frank.name) });
    await expect(frankTile).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(gina.name) })).toBeVisible();
    // A tile's caption names the city alone and leaves the face clear: a fifth of the tile.
    await expect(frankTile.getByText(city, { exact: true })).toBeVisible();
    const tile = (await frankTile.boundingBox())!;
    const caption = (await frankTile.getByRole('heading').boundingBox())!;
    expect((tile.y + tile.height - caption.y) / tile.height).toBeLessThanOrEqual(0.2);

    await page.getByRole('link', { name: 'Filter' }).click();
    await page.getByRole('radio', { name: 'Men', exact: true }).check();
    const purposes = page.getByRole('group', { name: 'I am here for' }).getByRole('checkbox');
    // A new member has chosen no purpose for the filter yet: their own (the first) is selected.
    await expect(purposes.first()).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/web\/app\/FindNewPeople$/);
    await expect(page.getByRole('link', { name: new RegExp(frank.name) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(gina.name) })).toHaveCount(0);

    // An Arabic reader reads the city as the places search names it in Arabic.
    const arabicCity = cityOf((await firstPlace(page.request, city, 'ar')).description);
    expect(arabicCity).toMatch(/\p{Script=Arabic}/u);
    await page.context().addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
    await page.reload();
    await expect(frankTile.getByText(arabicCity, { exact: true })).toBeVisible();
  });

  test('a free member sees blurred likes and gets the premium popup on click', async ({
    page,
    baseURL,
  }) => {
    const city = aCity();
    const hana = await signUpMember(page.request, { name: aName('Hana'), city });
    const ivan = await signUpMember(page.request, { name: aName('Ivan'), city, gender: 'male' });
    await postAs(page.request, ivan, 'webmatch', { follow_id: hana.memberId, type: 'like' });
    await storeSession(page, baseURL!, hana);

    await page.goto('/web/app/LikeRequests');
    const card = page.getByTestId(TEST_IDS.personCard);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveCount(0);
    // The server sends the blurred variant, never the real photo.
    const ivanProfile = await postAs<ProfileResponse>(page.request, ivan, 'webprofile');
    const shown = await card.locator('img').first().getAttribute('src');
    expect(shown).toBeTruthy();
    expect(shown).not.toBe(ivanProfile.result.images);
    await card.getByRole('button').click();

    await expect(page.getByRole('dialog', { name: 'Join Premium' })).toBeVisible();
  });
});
