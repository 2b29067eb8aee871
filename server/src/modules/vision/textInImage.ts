import { parse } from 'tldts';
import type { ImageText } from './imageText';

/** Apps a scammer moves a conversation to, or sells from. */
const OFF_PLATFORM_APP =
  /\b(telegram|snapchat|snap|whatsapp|whats app|instagram|insta|onlyfans|only fans|kik|wechat)\b/gi;
const HANDLE = /(?<![\w@])@[a-z0-9_.]{3,30}/gi;
/**
 * A run of digits, spaces and separators long enough to be a phone number: 9 digits at least
 * (national numbers have 9 to 11), so that a date (12.05.2026) is not one.
 */
const PHONE = /\+?\d[\d ().-]{6,}\d/g;
const PHONE_MIN_DIGITS = 9;

/** Words with a registered suffix: addresses (t.me/x, lena.fans, someone@mail.com). */
function addressesIn(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[("'<[]+|[)"'>\].,;:!?]+$/g, ''))
    .filter((word) => {
      if (!word.includes('.')) return false;
      const { domain, isIcann, isIp } = parse(word);
      return domain !== null && isIcann === true && isIp !== true;
    });
}

/**
 * The contacts and links of a picture's text and QR codes: a handle, a phone number, an address,
 * an app named. The minimal rule until the scam detector takes its place: whatever it answers
 * holds the photo for a moderator, with these as the evidence.
 */
export function textInImageFound({ text, qr }: ImageText): string[] {
  const all = [text, ...qr].join('\n');
  const phones = [...all.matchAll(PHONE)]
    .map(([phone]) => phone.trim())
    .filter((phone) => phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS);
  const found = [
    ...[...all.matchAll(OFF_PLATFORM_APP)].map(([app]) => app.toLowerCase()),
    ...[...all.matchAll(HANDLE)].map(([handle]) => handle),
    ...phones,
    ...addressesIn(all),
  ];
  return [...new Set(found)];
}
