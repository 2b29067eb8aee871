import { createHash } from 'node:crypto';
import type { Language } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import type { Seed } from '../../db/applySeeds';
import type { Database } from '../../db/schema';
import { ContentRepository } from './contentRepository';
import { ContentService } from './contentService';
import { DEFAULT_HELP_PAGES } from './defaultHelpPages';
import { DEFAULT_HELP_PAGE_TRANSLATIONS } from './defaultHelpPageTranslations';
import { sanitizeHelpHtml } from './sanitizeHelpHtml';
import type { SettingKey } from './settingRules';

/**
 * sha-256 of the help pages' stored HTML as the first defaults installed it, by language and
 * page id: a page still holding it was never edited by an admin, so it may be replaced.
 */
const FIRST_HELP_PAGE_HASHES: Readonly<Record<Language, Readonly<Record<number, string>>>> = {
  en: {
    1: '9dd47526632975fef360293290b49a43d0d16a89e06586f67a7f2f40386f1b98',
    2: '9490f63553abfeac4c001594e73ff03c47c93e7fc382065532dac383722b37dc',
    3: '5c006710270202cfc4c224af5420709dd52a279fde63a96087812e40cb07a17e',
    4: '4c521ef714399311691643a7c39614cae9bcf2ee44132b531569f5d5f2a6c0cb',
  },
  fr: {
    1: 'aa72851a056556f1fddd7d6be5a1f53d76ba949ff589a5e7cfd7c5ba509c0fb9',
    2: '7f2a3f97f73b3db5cb4200e0475330276b62d13ad89304a906b9db40927f9e14',
    3: 'ce81446d302a0e695cc8dca5e706570ee99d9a968b440444f562eedc1d57e962',
    4: '779d3069194b3eadbec763bbc73772cc50c877d4b53157d7a8722cbbe88ef9d3',
  },
  sp: {
    1: 'ac9b9aef5813645dbc2aa52e1610429ec18a9a7b31d21e2df664507cc7581b65',
    2: 'c0f14234fbf164f0012152d675a5deb88939db802692f4f69f69ac198f8c146f',
    3: 'a50dd364e05f58ab3d75e5e55ed8c78ddc9d3f20a2d9a5971454d1be6caa5bb2',
    4: '90ba533b842b902045f45ba5b007f29ce6490973c20fcb8616ab656b0ecfa9d0',
  },
  ar: {
    1: 'a4bc18c0a6d7589e0c62ae9680227aa1e52fee97eb36c9759785feda6713b37f',
    2: '18a6427099f878faac3388fc17e8caa4af7500d2fd01e17e89dbd77d9c94b390',
    3: 'cb2af1d7c88700a39a029eb45ac18a30ad0401eef81e77876517894a1a02d9cc',
    4: '0d9d0cb145fd87049c09f0b81a6f401c389732a682c3cf8b218545ea1eb851dc',
  },
};

/**
 * sha-256 of the help pages' stored HTML as the defaults were before moderation and kinder
 * messages (reports read by moderators, block from anywhere, 'Are you sure?'): a page still
 * holding it says what the product no longer does, and was never edited by an admin.
 */
const PRE_MODERATION_HELP_PAGE_HASHES: Readonly<
  Record<Language, Readonly<Record<number, string>>>
> = {
  en: {
    1: 'cb2eae8543910141d2a12c03c0a06627f77e509befff4d6c8c373d44ef825ae1',
    2: 'b236bb8d115e6823e6bfea4d7e06fcf12cf07de93f3d268f13f263332882f6b5',
    3: '30893785ecf8fb0f3c7640094ef5c40ffb543a820c8d83bbd43f334551d21687',
    4: '51db4f6d78ae66562d50cb26d8aaaf3b8f716c369e04beb3674ca0ee825cdb3d',
  },
  fr: {
    1: 'b31b387a5e2d470db1c3688f706f3dff66b6627c8a01a57eee3ee7de1926b881',
    2: 'af1eec2fa66bfe9ea657417a72ad0523c97e7384a48af31215eb5b802affcee0',
    3: '5a78ea0e1572f7820a6a2ba2f537803bb4192f43a5d068ca778e7da1a569f619',
    4: '7af881dec1de79a4912657c8ccd31db15d9e34818805b134f5e55e96d2c0ba9a',
  },
  sp: {
    1: 'c6f75e3ec030bff75bcc5be4acefb309b181a977c67bd958bd254cf5e6076ba3',
    2: '599fbbc4986863def4fd38ed68e82f045784c139ee947290672714ef698a7558',
    3: '6a07889d56343bc237e5f79569bd31dde37243e4c3b5eb577ce42f5b84c0217c',
    4: 'e0930eff1652edfc28d41f0d99e1b9120edadd063e0a82d8bed424886a07b959',
  },
  ar: {
    1: 'a42109b126552c44655e475fcf66371bf0b31398b91181063b87d85581a81468',
    2: '8d0613122722105d001f6660e5e57b50a2f6e28a00a6abcf288025530c0cd7c7',
    3: '4349baa62802aa9a8fd867725b10c332c8e97ae753a02e82e3e2f4679085b444',
    4: '1c8d466a02361b2bf49ef6f4dc0912f844ce2adf596b627314bf1709b6199133',
  },
};

/**
 * sha-256 of the Arabic help pages' stored HTML as the defaults were when they named a match
 * "توافق" (agreement) rather than the glossary's "تطابق" (shared/contract/src/i18n/glossary.ts).
 */
const PRE_GLOSSARY_ARABIC_HELP_PAGE_HASHES: Readonly<Record<number, string>> = {
  1: 'ac899b23fa515131ddfcea701c5d57bbe9d73efcf572a01408e698f6d71174ba',
  2: 'b9e6a05280990a5eedaf773934f3c1a2f2a4f373fcf9c88c3c675ad9c291a496',
  3: 'eeadf4657ccabf8a3bd7beabfdcd05b59b48ddc72a6599d942cd2e9ee4403b2c',
  4: '986b253494fdc6cef5af6cfcbc9d12128bf2101e0d5ba4cdb0789c2268548181',
};

/** The first defaults' store and social links, which led to no real app or page. */
const FIRST_PLACEHOLDER_LINKS: Readonly<Partial<Record<SettingKey, string>>> = {
  ios_url: 'https://apps.apple.com/app/id0000000000',
  android_url: 'https://play.google.com/store/apps/details?id=com.example.dating',
  fb_link: 'https://www.facebook.com/',
  google_link: 'https://www.google.com/',
  twitter_link: 'https://twitter.com/',
};

export function helpHtmlHash(storedHtml: string): string {
  return createHash('sha256').update(storedHtml).digest('hex');
}

const CURRENT_HELP_PAGES: Readonly<
  Record<Language, Readonly<Record<number, { title: string; description: string }>>>
> = {
  en: Object.fromEntries(DEFAULT_HELP_PAGES.map((page) => [page.id, page])),
  ...DEFAULT_HELP_PAGE_TRANSLATIONS,
};

/** Earlier defaults, recognised by their stored form, that today's replace. */
export interface EarlierDefaults {
  helpPageHashes: Readonly<Partial<Record<Language, Readonly<Record<number, string>>>>>;
  placeholderLinks: Readonly<Partial<Record<SettingKey, string>>>;
}

/**
 * On a database seeded with `earlier` defaults: the help pages nobody edited get the current
 * default texts, and the placeholder links are emptied (nothing is shown for an empty link).
 * Whatever an admin changed stays as it is.
 */
export async function reviseUneditedDefaults(
  db: Kysely<Database>,
  earlier: EarlierDefaults,
): Promise<void> {
  const repository = new ContentRepository(db);
  for (const [language, earlierHashes] of Object.entries(earlier.helpPageHashes) as [
    Language,
    Record<number, string>,
  ][]) {
    for (const stored of await repository.storedHelpTexts(language)) {
      const current = CURRENT_HELP_PAGES[language][stored.id];
      if (!current || stored.description === null) continue;
      if (helpHtmlHash(stored.description) !== earlierHashes[stored.id]) continue;
      await repository.updateHelpPage(stored.id, language, {
        title: current.title,
        description: sanitizeHelpHtml(current.description),
      });
    }
  }
  const settings = await repository.listSettings();
  const content = new ContentService(repository);
  for (const [key, placeholder] of Object.entries(earlier.placeholderLinks)) {
    if (settings.get(key) === placeholder) await content.setSetting(key, '');
  }
}

/** Brings the first defaults' help pages and links to today's where no admin changed them. */
export const realHelpAndLinksSeed: Seed = {
  name: 'real-help-pages-and-unset-links',
  run: (db) =>
    reviseUneditedDefaults(db, {
      helpPageHashes: FIRST_HELP_PAGE_HASHES,
      placeholderLinks: FIRST_PLACEHOLDER_LINKS,
    }),
};

/**
 * Brings the help pages written before moderation and kinder messages to today's where no admin
 * changed them (after realHelpAndLinksSeed, which installs today's texts on older databases).
 */
export const moderationHelpSeed: Seed = {
  name: 'help-pages-on-moderation-and-kinder-messages',
  run: (db) =>
    reviseUneditedDefaults(db, {
      helpPageHashes: PRE_MODERATION_HELP_PAGE_HASHES,
      placeholderLinks: {},
    }),
};

/** The Arabic help pages in the glossary's word for a match, where no admin changed them. */
export const arabicHelpGlossarySeed: Seed = {
  name: 'arabic-help-pages-in-the-glossary',
  run: (db) =>
    reviseUneditedDefaults(db, {
      helpPageHashes: { ar: PRE_GLOSSARY_ARABIC_HELP_PAGE_HASHES },
      placeholderLinks: {},
    }),
};
