import type { AdminData, HelpPage, Interest, LandingLinks, Purpose } from '@dating/shared/api';
import { ApiError } from '../../http/apiError';
import { CONTENT_DEFAULTS, type ContentDefaults } from './contentDefaults';
import type {
  BoostPlanRow,
  ContentRepository,
  PremiumPlanRow,
  PricedCatalogue,
  SuperlikePackRow,
} from './contentRepository';
import { sanitizeHelpHtml } from './sanitizeHelpHtml';
import { isSettingKey, SETTING_RULES, type SettingKey } from './settingRules';

export type Settings = Record<SettingKey, string>;

const INTEREST_NAME_MAX = 40;
const CATALOGUE_ENTRY: Record<PricedCatalogue, string> = {
  plans: 'premium plan',
  boosts: 'boost plan',
  superlikes: 'super-like pack',
};
// Up to 8 digits before the point and 2 after: numeric(10, 2).
const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** The rules of the admin content: shared by the HTTP calls and the admin CLI. */
export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  /**
   * GET admindatas but its social_login (the accounts side knows it); `memberInterests` are
   * marked checked (none for an anonymous caller).
   */
  async adminData(
    memberInterests: readonly string[] = [],
  ): Promise<Omit<AdminData, 'social_login'>> {
    const [peoplefor, interests, settings] = await Promise.all([
      this.repository.listPurposes(),
      this.interests(memberInterests),
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

  async interests(memberInterests: readonly string[]): Promise<Interest[]> {
    const chosen = new Set(memberInterests.map((name) => name.toLowerCase()));
    const names = await this.repository.listInterestNames();
    return names.map((name) => ({
      name,
      checked: chosen.has(name.toLowerCase()) ? 'true' : 'false',
    }));
  }

  /** POST webhelppages. Sanitised again on the way out: the table may have been edited by hand. */
  async helpPages(): Promise<{ helppages: HelpPage[]; landingpage: LandingLinks[] }> {
    const [pages, settings] = await Promise.all([this.repository.listHelpPages(), this.settings()]);
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

  /** Every setting; one missing from the table (added after the first start) has its default. */
  async settings(): Promise<Settings> {
    const stored = await this.repository.listSettings();
    const settings = { ...CONTENT_DEFAULTS.settings };
    for (const key of Object.keys(settings) as SettingKey[]) {
      settings[key] = stored.get(key) ?? settings[key];
    }
    return settings;
  }

  async setSetting(key: string, value: string): Promise<void> {
    if (!isSettingKey(key)) {
      throw new ApiError(
        400,
        `Unknown setting "${key}"; known: ${Object.keys(SETTING_RULES).join(', ')}`,
      );
    }
    const problem = SETTING_RULES[key](value);
    if (problem !== null) throw new ApiError(400, `${key} ${problem}`);
    await this.repository.setSetting(key, value);
  }

  listPurposes(): Promise<Purpose[]> {
    return this.repository.listPurposes();
  }

  listInterestNames(): Promise<string[]> {
    return this.repository.listInterestNames();
  }

  async addInterest(name: string): Promise<string> {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (trimmed.length === 0 || trimmed.length > INTEREST_NAME_MAX) {
      throw new ApiError(400, `An interest name has 1 to ${INTEREST_NAME_MAX} characters`);
    }
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

  listPremiumPlans(): Promise<PremiumPlanRow[]> {
    return this.repository.listPremiumPlans();
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

  listHelpPages(): Promise<HelpPage[]> {
    return this.repository.listHelpPages();
  }

  async updateHelpPage(id: number, changes: { title?: string; html?: string }): Promise<void> {
    if (changes.title === undefined && changes.html === undefined) {
      throw new ApiError(400, 'Give a new title, new HTML or both');
    }
    const title = changes.title?.trim();
    if (title === '') throw new ApiError(400, 'A help page title cannot be empty');
    const description = changes.html === undefined ? undefined : sanitizeHelpHtml(changes.html);
    if (!(await this.repository.updateHelpPage(id, { title, description }))) {
      throw new ApiError(404, `No help page with id ${id}`);
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
