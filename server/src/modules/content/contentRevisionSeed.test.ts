import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { helpHtmlHash, reviseUneditedDefaults } from './contentRevisionSeed';
import { DEFAULT_HELP_PAGES } from './defaultHelpPages';
import { DEFAULT_HELP_PAGE_TRANSLATIONS } from './defaultHelpPageTranslations';

interface HelpPagesAnswer {
  helppages: { id: number; title: string; description: string }[];
  landingpage: Record<'fb_link' | 'google_link' | 'twitter_link', string>[];
}

const LINK_SETTINGS = ['ios_url', 'android_url', 'fb_link', 'google_link', 'twitter_link'];
/** What the first defaults said instead of the product's real texts and links. */
const PLACEHOLDERS = /on its way|example\.com|id0000000000|lorem ipsum/i;
/** Every page states a fact of the product in each language (the privacy policy as the sample). */
const PRIVACY_FACTS = {
  en: [/Braintree/, /1 km/, /180 days/],
  fr: [/Braintree/, /1 km/, /180 jours/],
  sp: [/Braintree/, /1 km/, /180 días/],
  ar: [/Braintree/, /كيلومتر واحد/, /180 يومًا/],
} as const;

/**
 * What the safety tips must tell in each language: the chat's own questions as the app words
 * them, blocking from Settings, reporting for 30 days after a match ends, and what moderators do.
 */
const SAFETY_FACTS = {
  en: [/Are you sure\?/, /Does this bother you\?/, /Settings/, /30 days/, /suspend/, /ban/],
  fr: [
    /Êtes-vous\ssûr ?/,
    /Ce message vous dérange-t-il ?/,
    /Paramètres/,
    /30 jours/,
    /suspendre/,
    /bannir/,
  ],
  sp: [
    /¿Estás\sseguro\?/,
    /¿Te molesta este mensaje\?/,
    /Ajustes/,
    /30\sdías/,
    /suspender/,
    /cancelar/,
  ],
  ar: [/هل أنت متأكد؟/, /هل تزعجك\sهذه الرسالة؟/, /الإعدادات/, /30 يومًا/, /تعليق/, /حظره نهائيًا/],
} as const;

for (const backend of testBackends()) {
  describe(
    `help pages and links of a new installation on ${backend.name}`,
    { skip: backend.skip },
    () => {
      const suite = useTestApp(backend);

      async function helpPages(language: string): Promise<HelpPagesAnswer> {
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/webhelppages',
          payload: { language },
        });
        assert.equal(response.statusCode, 200, response.body);
        return response.json<HelpPagesAnswer>();
      }

      it('serves the four help pages in each language, saying what the product does', async () => {
        for (const [language, facts] of Object.entries(PRIVACY_FACTS)) {
          const { helppages } = await helpPages(language);
          assert.deepEqual(
            helppages.map((page) => page.id),
            [1, 2, 3, 4],
          );
          for (const page of helppages) {
            assert.doesNotMatch(page.description, PLACEHOLDERS, `${language} page ${page.id}`);
            assert.ok(
              page.description.length > 800,
              `${language} page ${page.id} has its full text`,
            );
          }
          const privacy = helppages[2]!.description;
          for (const fact of facts) assert.match(privacy, fact, `${language} privacy policy`);
        }
        const [english, arabic] = [await helpPages('en'), await helpPages('ar')];
        assert.equal(english.helppages[0]!.title, 'Terms and Conditions');
        assert.equal(arabic.helppages[1]!.title, 'نصائح الأمان');
      });

      it('tells what blocking, reports, moderators and kinder messages do, in each language', async () => {
        for (const [language, facts] of Object.entries(SAFETY_FACTS)) {
          const { helppages } = await helpPages(language);
          const safety = helppages[1]!.description;
          for (const fact of facts) assert.match(safety, fact, `${language} safety tips`);
          // The first texts' promises the product no longer keeps.
          for (const page of helppages) {
            assert.doesNotMatch(page.description, /block a chat|delete an account that/i);
          }
        }
      });

      it('names a match in Arabic as the glossary does (تطابق), never as agreement (توافق)', async () => {
        const { helppages } = await helpPages('ar');
        const text = helppages.map((page) => page.description).join('\n');
        assert.match(text, /تطابق/);
        // The terms' own "فإنك توافق عليها" (you agree to them) is the verb, not a match.
        assert.doesNotMatch(text, /التوافق|توافقات|المتوافق|فهذا توافق/);
      });

      it('starts with no store or social link, which the admin sets', async () => {
        const { landingpage } = await helpPages('en');
        assert.deepEqual(landingpage, [{ fb_link: '', google_link: '', twitter_link: '' }]);
        const response = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });
        const admin = response.json<{ result: Record<string, unknown> }>().result;
        assert.equal(admin.ios_url, '');
        assert.equal(admin.android_url, '');

        await suite.app.services.content.setSetting('ios_url', 'https://apps.apple.com/app/id42');
        const again = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });
        assert.equal(
          again.json<{ result: Record<string, unknown> }>().result.ios_url,
          'https://apps.apple.com/app/id42',
        );
        await suite.app.services.content.setSetting('ios_url', '');
      });
    },
  );

  describe(`revising the first defaults on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);

    it('replaces only the help pages and links no admin changed', async () => {
      const { db } = suite.app;
      const content = suite.app.services.content;
      const firstText = '<p>The full text is on its way.</p>';
      await content.updateHelpPage(1, { html: firstText });
      await content.updateHelpPage(2, { html: '<p>Our own safety advice.</p>' });
      await content.updateHelpPage(1, { html: firstText }, 'fr');
      await content.setSetting('fb_link', 'https://www.facebook.com/');
      await content.setSetting('twitter_link', 'https://twitter.com/our-own-page');

      await reviseUneditedDefaults(db, {
        helpPageHashes: {
          en: { 1: helpHtmlHash(firstText), 2: helpHtmlHash(firstText) },
          fr: { 1: helpHtmlHash(firstText) },
        },
        placeholderLinks: {
          fb_link: 'https://www.facebook.com/',
          twitter_link: 'https://twitter.com/',
        },
      });

      const [english, french] = await Promise.all([
        content.listHelpPages('en'),
        content.listHelpPages('fr'),
      ]);
      assert.equal(english[0]!.title, DEFAULT_HELP_PAGES[0]!.title);
      assert.match(english[0]!.description, /Braintree/);
      assert.equal(english[1]!.description, '<p>Our own safety advice.</p>');
      assert.equal(french[0]!.title, DEFAULT_HELP_PAGE_TRANSLATIONS.fr[1]!.title);
      assert.match(french[0]!.description, /Braintree/);
      const settings = await content.settings();
      assert.equal(settings.fb_link, '');
      assert.equal(settings.twitter_link, 'https://twitter.com/our-own-page');
      for (const key of LINK_SETTINGS)
        assert.doesNotMatch(String(settings[key as keyof typeof settings]), PLACEHOLDERS);
    });
  });
}
