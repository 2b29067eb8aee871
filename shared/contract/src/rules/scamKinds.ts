/**
 * What the server's scam check finds in a member's text (server/src/modules/scams): the apps
 * members are asked to move to, contact details, links, wallets, money talk, content sold
 * elsewhere and the admin's own terms. A chat text with a hit reaches its receiver with its
 * first hit's kind as `caution`, which mf-chat turns into a warning.
 */
export const SCAM_PLATFORM_KINDS = [
  'telegram',
  'whatsapp',
  'snapchat',
  'instagram',
  'onlyfans',
  'kik',
  /** Other messaging and social apps (Discord, Hangouts, Facebook, TikTok...), named by none. */
  'messenger',
  'cashapp',
  'paypal',
  'venmo',
] as const;
export type ScamPlatformKind = (typeof SCAM_PLATFORM_KINDS)[number];

export const SCAM_KINDS = [
  ...SCAM_PLATFORM_KINDS,
  'phone',
  'email',
  'link',
  'handle',
  'crypto_wallet',
  'money',
  'promo',
  'custom',
  /** No rule's hit, but the learned model reads the text as a scam. */
  'scam_like',
] as const;
export type ScamKind = (typeof SCAM_KINDS)[number];
