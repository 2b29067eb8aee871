import { createHash } from 'node:crypto';
import type { Language } from '@dating/shared/rules';
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

export interface FirstDefaults {
  helpPageHashes: Readonly<Partial<Record<Language, Readonly<Record<number, string>>>>>;
  placeholderLinks: Readonly<Partial<Record<SettingKey, string>>>;
}

/**
 * On a database seeded with `first`: the help pages nobody edited get the current default texts,
 * and the placeholder links are emptied (nothing is shown for an empty link). Whatever an admin
 * changed stays as it is.
 */
export async function reviseFirstDefaults(
  db: Kysely<Database>,
  first: FirstDefaults,
): Promise<void> {
  const repository = new ContentRepository(db);
  for (const [language, firstHashes] of Object.entries(first.helpPageHashes) as [
    Language,
    Record<number, string>,
  ][]) {
    for (const stored of await repository.storedHelpTexts(language)) {
      const current = CURRENT_HELP_PAGES[language][stored.id];
      if (!current || stored.description === null) continue;
      if (helpHtmlHash(stored.description) !== firstHashes[stored.id]) continue;
      await repository.updateHelpPage(stored.id, language, {
        title: current.title,
        description: sanitizeHelpHtml(current.description),
      });
    }
  }
  const settings = await repository.listSettings();
  const content = new ContentService(repository);
  for (const [key, placeholder] of Object.entries(first.placeholderLinks)) {
    if (settings.get(key) === placeholder) await content.setSetting(key, '');
  }
}

/** Brings the first defaults' help pages and links to today's where no admin changed them. */
export const realHelpAndLinksSeed: Seed = {
  name: 'real-help-pages-and-unset-links',
  run: (db) =>
    reviseFirstDefaults(db, {
      helpPageHashes: FIRST_HELP_PAGE_HASHES,
      placeholderLinks: FIRST_PLACEHOLDER_LINKS,
    }),
};
