import type { TranslatedLanguage } from '../../db/schema';

/**
 * The prompts a new installation starts with, in English, each with its fr, sp and ar texts.
 * Ids are given by the database in this order; the translations find their prompt by its English
 * text, so an admin's edits and additions are never overwritten.
 */
/** A prompt in English and in each translated language. */
export type DefaultPrompt = { en: string } & Record<TranslatedLanguage, string>;

export const DEFAULT_PROMPTS: readonly DefaultPrompt[] = [
  {
    en: 'A perfect Sunday…',
    fr: 'Un dimanche parfait…',
    sp: 'Un domingo perfecto…',
    ar: 'يوم أحد مثالي…',
  },
  {
    en: "I'm looking for…",
    fr: 'Je cherche…',
    sp: 'Busco…',
    ar: 'أبحث عن…',
  },
  {
    en: 'My most irrational fear…',
    fr: 'Ma peur la plus irrationnelle…',
    sp: 'Mi miedo más irracional…',
    ar: 'أكثر مخاوفي غير المنطقية…',
  },
  {
    en: 'Two truths and a lie…',
    fr: 'Deux vérités et un mensonge…',
    sp: 'Dos verdades y una mentira…',
    ar: 'حقيقتان وكذبة…',
  },
  {
    en: 'The way to win me over is…',
    fr: 'Pour me séduire, il faut…',
    sp: 'La forma de conquistarme es…',
    ar: 'الطريقة لكسب قلبي هي…',
  },
  {
    en: 'My simple pleasures…',
    fr: 'Mes petits plaisirs…',
    sp: 'Mis placeres sencillos…',
    ar: 'ملذّاتي البسيطة…',
  },
  {
    en: 'I geek out on…',
    fr: 'Je suis incollable sur…',
    sp: 'Me apasiona hasta el fondo…',
    ar: 'أتحمّس بشدة لـ…',
  },
  {
    en: 'A life goal of mine…',
    fr: 'Un de mes objectifs dans la vie…',
    sp: 'Una de mis metas en la vida…',
    ar: 'أحد أهدافي في الحياة…',
  },
  {
    en: 'My go-to karaoke song…',
    fr: 'Ma chanson préférée au karaoké…',
    sp: 'Mi canción favorita para el karaoke…',
    ar: 'أغنيتي المفضلة في الكاريوكي…',
  },
  {
    en: 'The best trip I ever took…',
    fr: "Le plus beau voyage que j'aie fait…",
    sp: 'El mejor viaje que he hecho…',
    ar: 'أفضل رحلة قمت بها…',
  },
  {
    en: "We'll get along if…",
    fr: "On s'entendra bien si…",
    sp: 'Nos llevaremos bien si…',
    ar: 'سنتفاهم إذا…',
  },
  {
    en: 'My love language is…',
    fr: "Mon langage de l'amour, c'est…",
    sp: 'Mi lenguaje del amor es…',
    ar: 'لغة الحب عندي هي…',
  },
  {
    en: "I'm weirdly attracted to…",
    fr: 'Je suis étrangement attiré·e par…',
    sp: 'Me atrae extrañamente…',
    ar: 'أنجذب بشكل غريب إلى…',
  },
  {
    en: 'The key to my heart is…',
    fr: 'La clé de mon cœur, c’est…',
    sp: 'La llave de mi corazón es…',
    ar: 'مفتاح قلبي هو…',
  },
  {
    en: 'Let’s debate this topic…',
    fr: 'Débattons de ce sujet…',
    sp: 'Debatamos este tema…',
    ar: 'لنتناقش في هذا الموضوع…',
  },
];
