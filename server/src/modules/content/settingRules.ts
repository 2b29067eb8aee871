import type { Rule } from '@dating/contract/rules';

const integerBetween =
  (min: number, max: number): Rule =>
  (value) => {
    const number = Number(value);
    return /^\d+$/.test(value) && number >= min && number <= max
      ? null
      : `must be a whole number from ${min} to ${max}`;
  };

const flag: Rule = (value) =>
  value === 'true' || value === 'false' ? null : "must be 'true' or 'false'";

const webAddress: Rule = (value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? null : 'must be an http(s) address';
  } catch {
    return 'must be an http(s) address';
  }
};

/** Empty where there is nothing to link to: the browsers then show no link at all. */
const optionalWebAddress: Rule = (value) => (value === '' ? null : webAddress(value));

const textUpTo =
  (max: number): Rule =>
  (value) =>
    value.length <= max ? null : `must be at most ${max} characters`;

/** A probability or a similarity, written as a decimal from 0 to 1 (0.85). */
const fraction: Rule = (value) => {
  const number = Number(value);
  return /^(0(\.\d+)?|1(\.0+)?)$/.test(value) && number >= 0 && number <= 1
    ? null
    : 'must be a decimal from 0 to 1, such as 0.85';
};

const oneOf =
  (...values: string[]): Rule =>
  (value) =>
    values.includes(value) ? null : `must be one of ${values.join(', ')}`;

/** Empty, or comma-separated http(s) addresses. */
const webAddresses: Rule = (value) =>
  value === ''
    ? null
    : (value
        .split(',')
        .map((part) => webAddress(part.trim()))
        .find(Boolean) ?? null);

/** Empty, or comma-separated domains such as youtube.com. */
const domainList: Rule = (value) =>
  value
    .split(',')
    .every((part) => part.trim() === '' || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(part.trim()))
    ? null
    : 'must be comma-separated domains such as youtube.com';

const currencyCode: Rule = (value) =>
  /^[A-Z]{3}$/.test(value) ? null : 'must be a three-letter currency code such as USD';

/**
 * The admin settings and what each accepts. A key not listed here cannot be stored, so a typo in
 * `pnpm admin settings set` is refused rather than silently ignored by every reader.
 */
export const SETTING_RULES = {
  /** Filter age slider maximum (spec section 9: age 18 to max_age). */
  max_age: integerBetween(19, 120),
  /** Filter distance slider maximum, in km. */
  max_distance: integerBetween(1, 20000),
  /** Likes a free member may give a day (premium members have no limit). */
  daily_free_likes: integerBetween(1, 100000),
  /**
   * Members whose open reports keep a member from reaching anyone new until a moderator reviews
   * them (moderation/shadowRestriction.ts); 0 never restricts.
   */
  restrict_after_reports: integerBetween(0, 1000),
  admin_enable_ads: flag,
  /** The mobile apps' store pages; empty when there is no app. */
  ios_url: optionalWebAddress,
  android_url: optionalWebAddress,
  /** ISO 4217 code every price is in. */
  currency: currencyCode,
  /** The landing page's three social links; empty when the product has no such page. */
  fb_link: optionalWebAddress,
  google_link: optionalWebAddress,
  twitter_link: optionalWebAddress,
  /** App of the day (chat list): 'enable' shows it. */
  app_settings: oneOf('enable', 'disable'),
  app_title: textUpTo(100),
  app_description: textUpTo(1000),
  app_url: optionalWebAddress,
  /** Its slider's pictures, comma-separated addresses. */
  app_images: webAddresses,
  /**
   * 'off' lets members sign up without proving their e-mail address with a mailed code: only
   * for a server that cannot send mail, knowing that anyone can then sign up with any address.
   */
  email_verification: oneOf('on', 'off'),
  /** An image whose explicit probability (nsfwjs: porn + hentai) reaches this is explicit. */
  vision_explicit_threshold: fraction,
  /** From this up to the explicit threshold, uncertain: kept and flagged for a moderator. */
  vision_uncertain_threshold: fraction,
  /** A selfie whose face is at least this similar (cosine) to a photo's face matches. */
  vision_face_match: fraction,
  /** From this up to the match threshold, the selfie goes to a moderator. */
  vision_face_uncertain: fraction,
  /** A new photo's face at least this similar to another active account's photo is held. */
  vision_face_other_account: fraction,
  /** Below this anti-spoofing (real face) or liveness score, a matching selfie is reviewed. */
  vision_antispoof_min: fraction,
  vision_liveness_min: fraction,
  /** Registrable domains members may link to without a scam hit, comma-separated. */
  scam_allowed_domains: domainList,
  /** Words or handles that are a scam hit wherever they stand, comma-separated. */
  scam_extra_terms: textUpTo(2000),
  /** Distinct members a sender's scam hits reach within the window before the moderators' queue. */
  scam_queue_members: integerBetween(1, 100),
  /** The same for a sender of high severity (new and unverified, or one intro to many members). */
  scam_queue_members_high_severity: integerBetween(1, 100),
  /** Members receiving the same first message within the window that make it high severity. */
  scam_same_intro_members: integerBetween(2, 1000),
  /** An unverified account younger than this many days is of high severity. */
  scam_new_member_days: integerBetween(0, 365),
  /** The window, in hours, in which hits and first messages are counted. */
  scam_window_hours: integerBetween(1, 720),
  /** The scam model's probability above which a text no rule finds is a hit; 1 turns it off. */
  scam_model_threshold: fraction,
  /** 'on': a member with more than your_turn_limit matches waiting for their reply likes no one new. */
  your_turn: oneOf('on', 'off'),
  your_turn_limit: integerBetween(1, 1000),
  /**
   * The deck's order (discovery/deckRanking.ts): each part's weight, 0 leaving it out. Nearness
   * (within the filter's distance), mutual fit (their filter wants you back, a purpose in
   * common), compatibility (the match percentage), recent activity, reply rate, new members and
   * members shown less. Premium is none of them: boost is its only, visible, way up.
   */
  rank_distance: integerBetween(0, 100),
  rank_mutual: integerBetween(0, 100),
  rank_compatibility: integerBetween(0, 100),
  rank_activity: integerBetween(0, 100),
  rank_replies: integerBetween(0, 100),
  rank_new_here: integerBetween(0, 100),
  rank_shown_less: integerBetween(0, 100),
} satisfies Record<string, Rule>;

export type SettingKey = keyof typeof SETTING_RULES;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_RULES, key);
}

/** The settings that are texts members read, so each language may have its own. */
export const TRANSLATED_SETTINGS: readonly SettingKey[] = ['app_title', 'app_description'];
