import path from 'node:path';
import { LANGUAGES, type Language } from '../rules/limits';
import { GLOSSARY, type GlossaryTerm } from './glossary';

/**
 * Every app's texts in every language, read from their files: the shell's and each remote's
 * (each holds the shared messages too). A text's English names a product term: its
 * translations write the glossary's word for it, so no language has two words for one term.
 */
const ROOT = path.join(__dirname, '../../../..');
const APPS: Record<string, { english: string[] }> = {
  shell: { english: ['en', 'enSignedOut', 'enFormMessages'] },
  'mf-discovery': { english: ['en', 'enLater'] },
  'mf-chat': { english: ['en'] },
  'mf-profile': { english: ['en'] },
  'mf-payments': { english: ['en'] },
  'mf-moderation': { english: ['en'] },
};
const TRANSLATED = LANGUAGES.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(texts: unknown, key = '', into: Record<string, string> = {}) {
  if (typeof texts === 'string') into[key] = texts;
  else if (texts && typeof texts === 'object') {
    for (const [name, value] of Object.entries(texts))
      flatten(value, key ? `${key}.${name}` : name, into);
  }
  return into;
}

/** One app's texts of one language file, by key (`a.b.c`). */
async function textsOf(app: string, file: string): Promise<Record<string, string>> {
  const exports = (await import(path.join(ROOT, app, 'src/i18n', `${file}.ts`))) as Record<
    string,
    unknown
  >;
  return flatten(exports[file]);
}

/** The texts naming `term` whose translation into `language` writes none of its forms. */
async function strayTranslations(term: GlossaryTerm, language: Exclude<Language, 'en'>) {
  const stray = new Set<string>();
  for (const [app, { english }] of Object.entries(APPS)) {
    const englishTexts = Object.assign(
      {},
      ...(await Promise.all(english.map((file) => textsOf(app, file)))),
    ) as Record<string, string>;
    const translated = await textsOf(app, language);
    for (const [key, translation] of Object.entries(translated)) {
      // Plural forms English has not (Arabic's _two, _few, _many) translate its _other.
      const text = englishTexts[key] ?? englishTexts[key.replace(PLURAL_SUFFIX, '_other')];
      if (text === undefined || !term.english.test(text) || term.notWhen?.test(text)) continue;
      const written = translation.toLowerCase();
      if (!term.forms[language].some((form) => written.includes(form.toLowerCase()))) {
        // The shared messages are in every app's files: each stray text is told once.
        stray.add(`${key}: "${text}" → "${translation}"`);
      }
    }
  }
  return [...stray];
}

describe('the glossary of product terms', () => {
  it.each(
    TRANSLATED.flatMap((language) =>
      (Object.keys(GLOSSARY) as (keyof typeof GLOSSARY)[]).map((name) => [language, name] as const),
    ),
  )('in %s, every app writes "%s" with the glossary\'s word', async (language, name) => {
    expect(await strayTranslations(GLOSSARY[name], language)).toEqual([]);
  });

  it('finds a text that writes a term with another word', async () => {
    const premiumAsBorrowing = {
      ...GLOSSARY.premium,
      forms: { ...GLOSSARY.premium.forms, ar: ['بريميوم'] },
    };
    expect(await strayTranslations(premiumAsBorrowing, 'ar')).toContainEqual(
      expect.stringContaining('عضو مميز'),
    );
  });
});
