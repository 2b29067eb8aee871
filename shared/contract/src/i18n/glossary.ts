import type { Language } from '../rules/limits';

/**
 * A product term as every app writes it: `english` finds the texts that name it (`notWhen`
 * leaves out the texts where the same English word means something else), and `forms` are the
 * stems every translation of such a text writes, in each language. One word a term and language,
 * whichever app shows it: a member never reads two names for one thing.
 */
export interface GlossaryTerm {
  english: RegExp;
  notWhen?: RegExp;
  forms: Record<Exclude<Language, 'en'>, readonly string[]>;
}

/** The product's terms, by the glossary's name for them. Forms are compared in lower case. */
export const GLOSSARY = {
  premium: {
    english: /\bpremium\b/i,
    // The membership is "العضوية المميزة", its member "عضو مميز".
    forms: { ar: ['مميز'], fr: ['premium'], sp: ['premium'] },
  },
  superLike: {
    english: /\bsuper ?likes?\b/i,
    // "إعجاب فائق", in the dual "إعجابان فائقان", in the plural "إعجابات فائقة".
    forms: { ar: ['فائق'], fr: ['super like', 'super-aim'], sp: ['súper me gusta'] },
  },
  boost: {
    english: /\bboost(s|ed)?\b/i,
    // The noun, and the verb of "Boost your profile".
    forms: { ar: ['تعزيز', 'عزّز'], fr: ['boost'], sp: ['boost', 'impulsa', 'impúlsa'] },
  },
  match: {
    english: /\bmatch(es|ed)?\b/i,
    // A face, a selfie or a search that matches: not the product's match.
    notWhen: /\b(face|selfie|search)\b/i,
    forms: { ar: ['تطابق'], fr: ['match'], sp: ['match'] },
  },
  like: {
    english: /\blikes?\b/i,
    notWhen: /\bsuper ?likes?\b|\bwould like\b/i,
    // Arabic's root ع-ج-ب: "إعجاب", "أعجب", "معجب", "يعجب"; French "aimer", "liker", "plaire".
    forms: { ar: ['إعجاب', 'عجب'], fr: ['aim', 'lik', 'plai'], sp: ['gust'] },
  },
} as const satisfies Record<string, GlossaryTerm>;
