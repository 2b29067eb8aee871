import type {
  AdminData,
  HelpPage,
  Interest,
  LandingLinks,
  Purpose,
} from '@dating/contract/schemas';
import { DEFAULT_LANGUAGE, type Language } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { CONTENT_DEFAULTS, type ContentDefaults } from './contentDefaults';
import {
  isTranslatedLanguage,
  type BoostPlanRow,
  type ContentRepository,
  type InterestName,
  type PremiumPlanRow,
  type PricedCatalogue,
  type SuperlikePackRow,
} from './contentRepository';
import { DEFAULT_CONTENT_TRANSLATIONS } from './defaultContentTranslations';
import { sanitizeHelpHtml } from './sanitizeHelpHtml';
import { isSettingKey, SETTING_RULES, TRANSLATED_SETTINGS, type SettingKey } from './settingRules';

export type Settings = Record<SettingKey, string>;

const INTEREST_NAME_MAX = 40;
const CATALOGUE_ENTRY: Record<PricedCatalogue, string> = {
  plans: 'premium plan',
  boosts: 'boost plan',
  superlikes: 'super-like pack',
};
// Up to 8 digits before the point and 2 after: numeric(10, 2).
const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

const PURPOSE_NAME_MAX = 40;
const PLAN_TYPE_MAX = 40;

/**
 * The rules of the admin content: shared by the HTTP calls and the admin CLI. Every text reads in
 * the caller's language, falling back to English where it has no translation; ids, and the
 * English interest names members' profiles store, are the same in every language.
 */
export class ContentService {
  /**
   * `imageOrigins`: the origins the app of the day's pictures may be on (what the CSP's img-src
   * allows; none when the caller sets no pictures).
   */
  constructor(
    private readonly repository: ContentRepository,
    private readonly imageOrigins: readonly string[] = [],
  ) {}

  /**
   * GET admindatas but its social_login (the accounts side knows it); `memberInterests` are
   * marked checked (none for an anonymous caller).
   */
  async adminData(
    memberInterests: readonly string[] = [],
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Omit<AdminData, 'social_login'>> {
    const [peoplefor, interests, settings] = await Promise.all([
      this.repository.listPurposes(language),
      this.interests(memberInterests, language),
      this.settings(),
    ]);
    return {
      peoplefor,
      interests,
      admin_enable_ads: settings.admin_enable_ads === 'true' ? 'true' : 'false',
      max_age: Number(settings.max_age),
      max_distance: Number(settings.max_distance),
      ios_url: settings.ios_url,
      android_url: settings.android_url,
    };
  }

  /** `memberInterests` are English names, as a profile stores them. */
  async interests(
    memberInterests: readonly string[],
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Interest[]> {
    const chosen = new Set(memberInterests.map((name) => name.toLowerCase()));
    const interests = await this.repository.listInterests(language);
    return interests.map(({ canonical, name }) => ({
      name,
      checked: chosen.has(canonical.toLowerCase()) ? 'true' : 'false',
    }));
  }

  /** A profile's interests (English names) as `language` names them, in the same order. */
  async interestNamesIn(canonical: readonly string[], language: Language): Promise<string[]> {
    if (language === DEFAULT_LANGUAGE || canonical.length === 0) return [...canonical];
    const names = new Map(
      (await this.repository.listInterests(language)).map((interest) => [
        interest.canonical,
        interest.name,
      ]),
    );
    return canonical.map((name) => names.get(name) ?? name);
  }

  /**
   * The English names of interests a member sent in any language (the list they chose from was
   * in theirs); a name no language knows is kept as sent, for the caller's rules to refuse.
   */
  async canonicalInterestNames(names: readonly string[]): Promise<string[]> {
    const canonical = await this.repository.canonicalInterestNames(names);
    return names.map((name) => canonical.get(name.toLowerCase()) ?? name);
  }

  /** POST webhelppages. Sanitised again on the way out: the table may have been edited by hand. */
  async helpPages(
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<{ helppages: HelpPage[]; landingpage: LandingLinks[] }> {
    const [pages, settings] = await Promise.all([
      this.repository.listHelpPages(language),
      this.settings(),
    ]);
    return {
      helppages: pages.map((page) => ({
        ...page,
        description: sanitizeHelpHtml(page.description),
      })),
      landingpage: [
        {
          fb_link: settings.fb_link,
          google_link: settings.google_link,
          twitter_link: settings.twitter_link,
        },
      ],
    };
  }

  /**
   * Every setting; one missing from the table (added after the first start) has its default.
   * The texts among them (TRANSLATED_SETTINGS) read in `language` where it has its own.
   */
  async settings(language: Language = DEFAULT_LANGUAGE): Promise<Settings> {
    const [stored, translations] = await Promise.all([
      this.repository.listSettings(),
      isTranslatedLanguage(language)
        ? this.repository.listSettingTranslations(language)
        : new Map<string, string>(),
    ]);
    const settings = { ...CONTENT_DEFAULTS.settings };
    for (const key of Object.keys(settings) as SettingKey[]) {
      settings[key] = translations.get(key) ?? stored.get(key) ?? settings[key];
    }
    return settings;
  }

  async setSetting(
    key: string,
    value: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<void> {
    if (!isSettingKey(key)) {
      throw new ApiError(
        400,
        `Unknown setting "${key}"; known: ${Object.keys(SETTING_RULES).join(', ')}`,
      );
    }
    const problem = SETTING_RULES[key](value);
    if (problem !== null) throw new ApiError(400, `${key} ${problem}`);
    if (key === 'app_images') this.requireAllowedImageOrigins(value);
    if (!isTranslatedLanguage(language)) {
      await this.repository.setSetting(key, value);
      return;
    }
    if (!TRANSLATED_SETTINGS.includes(key)) {
      throw new ApiError(
        400,
        `${key} is the same in every language; only ${TRANSLATED_SETTINGS.join(', ')} have translations`,
      );
    }
    await this.repository.setSettingTranslation(key, language, value);
  }

  /** A picture on an origin the CSP does not allow would show broken to every member. */
  private requireAllowedImageOrigins(addresses: string): void {
    const elsewhere = addresses
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== '' && !this.imageOrigins.includes(new URL(address).origin));
    if (elsewhere.length === 0) return;
    throw new ApiError(
      400,
      `app_images must be on ${this.imageOrigins.join(', ') || "this site's address"}: the browsers block pictures from elsewhere (${elsewhere.join(', ')})`,
    );
  }

  listPurposes(language: Language = DEFAULT_LANGUAGE): Promise<Purpose[]> {
    return this.repository.listPurposes(language);
  }

  async setPurposeName(id: number, name: string, language: Language): Promise<void> {
    const trimmed = requireText(name, 'A purpose name', PURPOSE_NAME_MAX);
    if (!(await this.repository.setPurposeName(id, language, trimmed))) {
      throw new ApiError(404, `No purpose with id ${id}`);
    }
  }

  listInterests(language: Language = DEFAULT_LANGUAGE): Promise<InterestName[]> {
    return this.repository.listInterests(language);
  }

  async listInterestNames(): Promise<string[]> {
    return (await this.repository.listInterests(DEFAULT_LANGUAGE)).map(({ name }) => name);
  }

  /** Names an interest (given by its name in any language) in a language other than English. */
  async translateInterest(name: string, translation: string, language: Language): Promise<string> {
    if (!isTranslatedLanguage(language)) {
      // Profiles store English names: renaming one would leave members with a name no longer listed.
      throw new ApiError(400, 'English names are added and removed, not renamed');
    }
    const trimmed = requireText(translation, 'An interest name', INTEREST_NAME_MAX);
    const [canonical = name] = await this.canonicalInterestNames([name.trim()]);
    const outcome = await this.repository.setInterestTranslation(canonical, language, trimmed);
    if (outcome === 'no-interest') throw new ApiError(404, `No interest "${name}"`);
    if (outcome === 'name-taken') {
      throw new ApiError(409, `Another interest is already named "${trimmed}" in ${language}`);
    }
    return trimmed;
  }

  async addInterest(name: string): Promise<string> {
    const trimmed = requireText(name, 'An interest name', INTEREST_NAME_MAX);
    if (!(await this.repository.addInterest(trimmed))) {
      throw new ApiError(409, `The interest "${trimmed}" already exists`);
    }
    return trimmed;
  }

  async removeInterest(name: string): Promise<void> {
    if (!(await this.repository.removeInterest(name.trim()))) {
      throw new ApiError(404, `No interest "${name}"`);
    }
  }

  listPremiumPlans(language: Language = DEFAULT_LANGUAGE): Promise<PremiumPlanRow[]> {
    return this.repository.listPremiumPlans(language);
  }

  /** A plan's type label ('1 Month') in one language. */
  async setPlanType(id: number, type: string, language: Language): Promise<void> {
    const trimmed = requireText(type, 'A plan type', PLAN_TYPE_MAX);
    if (!(await this.repository.setPlanType(id, language, trimmed))) {
      throw new ApiError(404, `No premium plan with id ${id}`);
    }
  }

  listBoostPlans(): Promise<BoostPlanRow[]> {
    return this.repository.listBoostPlans();
  }

  listSuperlikePacks(): Promise<SuperlikePackRow[]> {
    return this.repository.listSuperlikePacks();
  }

  async setPrice(catalogue: PricedCatalogue, id: number, price: string): Promise<void> {
    if (!PRICE_PATTERN.test(price) || Number(price) <= 0) {
      throw new ApiError(
        400,
        `A price is a positive amount with at most 2 decimals, not "${price}"`,
      );
    }
    if (!(await this.repository.setPrice(catalogue, id, price))) {
      throw new ApiError(404, `No ${CATALOGUE_ENTRY[catalogue]} with id ${id}`);
    }
  }

  listHelpPages(language: Language = DEFAULT_LANGUAGE): Promise<HelpPage[]> {
    return this.repository.listHelpPages(language);
  }

  async updateHelpPage(
    id: number,
    changes: { title?: string; html?: string },
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<void> {
    if (changes.title === undefined && changes.html === undefined) {
      throw new ApiError(400, 'Give a new title, new HTML or both');
    }
    const title = changes.title?.trim();
    if (title === '') throw new ApiError(400, 'A help page title cannot be empty');
    const description = changes.html === undefined ? undefined : sanitizeHelpHtml(changes.html);
    const edited = {
      ...(title !== undefined && { title }),
      ...(description !== undefined && { description }),
    };
    if (!(await this.repository.updateHelpPage(id, language, edited))) {
      throw new ApiError(404, `No help page with id ${id}`);
    }
  }

  /** The default content's fr, sp and ar texts, for the default rows still there. */
  async installTranslations(): Promise<void> {
    for (const [language, translation] of Object.entries(DEFAULT_CONTENT_TRANSLATIONS)) {
      await this.repository.insertTranslations(
        language as keyof typeof DEFAULT_CONTENT_TRANSLATIONS,
        {
          ...translation,
          helpPages: Object.fromEntries(
            Object.entries(translation.helpPages).map(([id, page]) => [
              id,
              { ...page, description: sanitizeHelpHtml(page.description) },
            ]),
          ),
        },
      );
    }
  }

  /** First-start data; help HTML is sanitised before it is stored, like every other edit. */
  installDefaults(defaults: ContentDefaults): Promise<void> {
    return this.repository.insertDefaults({
      ...defaults,
      helpPages: defaults.helpPages.map((page) => ({
        ...page,
        description: sanitizeHelpHtml(page.description),
      })),
    });
  }
}

function requireText(value: string, what: string, max: number): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > max) {
    throw new ApiError(400, `${what} has 1 to ${max} characters`);
  }
  return trimmed;
}
