import type { AppOfTheDay } from '@dating/contract/schemas';
import type { Language } from '@dating/contract/rules';
import type { ContentService } from '../content/contentService';

/** appoftheday's answer, read at each call (the admin may change it any time). */
export type AppOfTheDaySource = (language: Language) => Promise<AppOfTheDay>;

/**
 * App of the day from the admin settings (`pnpm admin settings set app_title ...`), its title and
 * description in the caller's language where the admin wrote them (`--language`).
 */
export function appOfTheDayFrom(content: ContentService): AppOfTheDaySource {
  return async (language) => {
    const settings = await content.settings(language);
    return {
      app_settings: settings.app_settings,
      title: settings.app_title,
      description: settings.app_description,
      view_url_web: settings.app_url,
      images: settings.app_images
        .split(',')
        .map((image) => image.trim())
        .filter((image) => image !== ''),
    };
  };
}
