import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { GetChatsResponse } from '../../shared/contract/src/schemas';
import { TEST_IDS as CHAT_IDS } from '../../mf-chat/src/testIds';
import { TEST_IDS as DISCOVERY_IDS } from '../../mf-discovery/src/testIds';
import { TEST_IDS as SHELL_IDS } from '../../shell/src/testIds';
import { matchAndChat } from '../support/chatSeats';
import {
  birthDateForAge,
  postAs,
  signInMember,
  signUpMember,
  storeSession,
  type Member,
} from '../support/session';

/**
 * The main screens as members see them, at a phone's and a desktop's size, in English and in
 * Arabic (right to left), held to pictures kept in the repository: a change to any of them shows
 * in review. After a deliberate change, `pnpm --filter @dating/e2e test screens
 * --update-snapshots` draws them anew. The members are always the same (names, age, city far from
 * the other journeys, one-colour photos); what changes with the clock (message times, presence)
 * is masked. A retry would only hide a change, so there is none.
 */

const SIZES = [
  { size: 'phone', viewport: { width: 390, height: 844 } },
  { size: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;
const LANGUAGES = ['en', 'ar'] as const;
const CITY = 'Reykjavik';

interface Cast {
  ada: Member;
  ben: Member;
  chatId: number;
}

const PASSWORD = 'analytical1843';
const ADA = { name: 'Ada Lovelace', email: 'ada.screens@example.com', password: PASSWORD };
const BEN = { name: 'Ben Carter', email: 'ben.screens@example.com', password: PASSWORD };
const CHLOE = { name: 'Chloe Martin', email: 'chloe.screens@example.com', password: PASSWORD };

/**
 * Ada, who looks; Ben, near her, matched and in a chat with her that has a few messages; Chloe,
 * near her too, so the swipe deck has someone after Ben. Made once per run: a worker started
 * after a failure finds them and signs in again, so every picture shows the same people.
 */
async function theCast(request: APIRequestContext): Promise<Cast> {
  const signedIn = await signInMember(request, ADA);
  if (signedIn) {
    const ben = (await signInMember(request, BEN))!;
    const { matches } = await postAs<GetChatsResponse>(request, signedIn, 'webgetchat', {
      timestamp: 0,
    });
    return {
      ada: signedIn,
      ben,
      chatId: matches.find((chat) => chat.user_id === ben.memberId)!.chat_id,
    };
  }
  const ada = await signUpMember(request, { ...ADA, city: CITY, dob: birthDateForAge(29) });
  const ben = await signUpMember(request, {
    ...BEN,
    city: CITY,
    gender: 'male',
    dob: birthDateForAge(31),
  });
  const chatId = await matchAndChat(request, ada, ben);
  const messages: [Member, Member, string][] = [
    [ben, ada, 'Hi Ada! Coffee on Saturday?'],
    [ada, ben, 'Yes, gladly. Where?'],
    [ben, ada, 'Reykjavik Roasters, 10:00 (the one near the harbour).'],
  ];
  for (const [index, [from, to, message]] of messages.entries()) {
    await postAs(request, from, 'websendmessage', {
      sender_id: from.memberId,
      chat_id: chatId,
      receiver_id: to.memberId,
      client_id: `screens-${index}`,
      message,
    });
  }
  await signUpMember(request, { ...CHLOE, city: CITY, dob: birthDateForAge(27) });
  return { ada, ben, chatId };
}

let cast: Promise<Cast> | null = null;

interface Screen {
  name: string;
  signedIn: boolean;
  open(page: Page, cast: Cast): Promise<void>;
  /** Parts that change with the clock or the run. */
  masked?(page: Page): Locator[];
}

const SCREENS: Screen[] = [
  {
    name: 'welcome',
    signedIn: false,
    async open(page) {
      await page.goto('/web/');
      await expect(page.getByTestId(SHELL_IDS.welcomeCarousel)).toBeVisible();
    },
  },
  {
    name: 'sign-in',
    signedIn: false,
    async open(page) {
      await page.goto('/web/login');
      await expect(page.getByTestId(SHELL_IDS.signInForm)).toBeVisible();
    },
  },
  {
    name: 'swipe',
    signedIn: true,
    async open(page) {
      await page.goto('/web/app/PeopleNear');
      await expect(page.getByTestId(DISCOVERY_IDS.swipeCard).first()).toBeVisible();
    },
  },
  {
    name: 'messages',
    signedIn: true,
    async open(page) {
      await page.goto('/web/app/Message');
      await expect(page.getByTestId(CHAT_IDS.chatRow).first()).toBeVisible();
    },
    masked: (page) => [page.locator('time')],
  },
  {
    name: 'chat',
    signedIn: true,
    async open(page, { ben, chatId }) {
      await page.goto(`/web/app/Message/MessageNew/${ben.memberId}/${chatId}`);
      await expect(page.getByTestId(CHAT_IDS.message)).toHaveCount(3);
    },
    masked: (page) => [page.locator('time'), page.locator('header.chat-header p')],
  },
  {
    name: 'profile',
    signedIn: true,
    async open(page) {
      await page.goto('/web/app/Profile');
      await expect(
        page.getByRole('main').getByRole('heading', { name: /^Ada Lovelace/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'edit-profile',
    signedIn: true,
    async open(page) {
      await page.goto('/web/app/Profile/EditProfile');
      await expect(page.getByRole('textbox').first()).toBeVisible();
    },
  },
  {
    name: 'filter',
    signedIn: true,
    async open(page) {
      await page.goto('/web/app/Filter');
      await expect(page.getByRole('slider').first()).toBeVisible();
    },
  },
  {
    name: 'settings',
    signedIn: true,
    async open(page) {
      await page.goto('/web/app/settings');
      await expect(page.getByRole('switch').first()).toBeVisible();
      // The sections load apart: the e-mails' switches may show while the settings form (its
      // purposes and privacy toggles, after the profile) is still a skeleton.
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
  },
  {
    name: 'premium-plans',
    signedIn: true,
    async open(page) {
      // A member's first day offers Premium only from the sidebar (upsellRule.ts), behind the
      // menu button on a phone.
      await page.goto('/web/app/Profile');
      // The sidebar folds behind its menu button below 56rem (AppLayout.css).
      if (page.viewportSize()!.width < 56 * 16) await page.locator('.sidebar__toggle').click();
      await page.getByTestId(SHELL_IDS.becomePremium).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The payments remote and the plans come after the dialog opens: its loader shows until then.
      await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
    },
  },
];

test.describe.configure({ retries: 0 });

for (const { size, viewport } of SIZES) {
  for (const language of LANGUAGES) {
    test.describe(`the main screens on a ${size} in ${language}`, () => {
      test.use({ viewport, reducedMotion: 'reduce' });

      test.beforeEach(async ({ page, baseURL }) => {
        await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
      });

      for (const screen of SCREENS) {
        test(screen.name, async ({ page, request, baseURL }) => {
          cast ??= theCast(request);
          const members = await cast;
          if (screen.signedIn) await storeSession(page, baseURL!, members.ada);
          // The sidebar's upsell waits for the member's profile (upsellRule.ts): the picture too.
          const profileAnswered =
            screen.signedIn &&
            page.waitForResponse((answer) => answer.url().endsWith('/api/webprofile'));
          await screen.open(page, members);
          await profileAnswered;
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          // Web fonts and images drawn before the picture is taken.
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`${screen.name}-${size}-${language}.png`, {
            mask: screen.masked?.(page) ?? [],
            maxDiffPixelRatio: 0.01,
          });
        });
      }
    });
  }
}
