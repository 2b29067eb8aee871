import sharp from 'sharp';

/**
 * The product's name, mark and colours on the pages the server writes itself (the unsubscribe
 * page) and its /favicon.ico: the shell's (shell/src/ui/Logo.tsx, shell/src/styles/global.css).
 */
export const BRAND_NAME = 'Dating';

/** The heart of the shell's logo, in a 24 × 24 box. */
const HEART_PATH =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.2 1.7-2 3.2-3.2 5.3-3.2 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z';

export const BRAND_COLOURS = {
  /** Dark enough for white text on it (WCAG AA). */
  accent: '#d6334f',
  accentStrong: '#b8283f',
  accentSoft: '#fde8eb',
  heart: '#e8435a',
  gradient: 'linear-gradient(160deg, #ff7a59 0%, #e8435a 55%, #b8336a 100%)',
  background: '#fbf6f5',
  surface: '#fff',
  text: '#1d1b26',
  textMuted: '#5f5a6b',
  border: '#ebe3e4',
  focus: '#2f6fed',
} as const;

/** The heart alone, filled: the icon of a page (a data: address) and of /favicon.ico. */
export function heartSvg(fill: string = BRAND_COLOURS.heart): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${fill}" d="${HEART_PATH}"/></svg>`;
}

/** A page's icon link: inline, so the page asks the server for no other file. */
export function iconLink(): string {
  return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(heartSvg())}">`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);
}

export interface BrandedPage {
  /** One of the product's languages (en, fr, sp, ar). */
  language: string;
  title: string;
  /** The page's content, HTML the caller escaped. */
  body: string;
}

/**
 * A page of the product's own look, readable on a phone, whole in one answer (styles, logo and
 * icon inline: no other request, nothing from elsewhere). Arabic reads right to left.
 */
export function brandedPage({ language, title, body }: BrandedPage): string {
  const c = BRAND_COLOURS;
  // The product's 'sp' is Spanish, 'es' in a lang attribute.
  const lang = language === 'sp' ? 'es' : language;
  return `<!doctype html>
<html lang="${lang}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${c.heart}">
<title>${escapeHtml(title)} · ${BRAND_NAME}</title>
${iconLink()}
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:${c.background};color:${c.text};font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',Arial,sans-serif;-webkit-text-size-adjust:100%;text-size-adjust:100%}
header{padding:1rem 1.25rem}
.logo{display:inline-flex;align-items:center;gap:.5rem;font-size:1.35rem;font-weight:800;letter-spacing:-.02em}
.logo svg{inline-size:2rem;block-size:2rem;padding:.35rem;border-radius:.65rem;background:${c.gradient};fill:#fff}
main{inline-size:min(30rem,calc(100% - 2rem));margin:1rem auto 3rem;padding:1.5rem 1.25rem;background:${c.surface};border:1px solid ${c.border};border-radius:1.25rem;box-shadow:0 .5rem 1.5rem rgb(60 20 40 / 8%)}
h1{margin:0 0 .75rem;font-size:1.4rem;line-height:1.25}
p{margin:0 0 1.25rem;color:${c.textMuted}}
[role=status]{color:${c.text}}
button{font:inherit;font-weight:700;min-block-size:2.75rem;inline-size:100%;padding:.6rem 1.25rem;border:0;border-radius:999px;background:${c.accent};color:#fff;cursor:pointer}
button:hover{background:${c.accentStrong}}
button:focus-visible{outline:3px solid ${c.focus};outline-offset:3px}
</style>
</head>
<body><header><span class="logo"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${HEART_PATH}"/></svg>${BRAND_NAME}</span></header>
<main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>
`;
}

let favicon: Promise<Buffer> | undefined;

/**
 * /favicon.ico: the heart at 32 × 32 as a PNG inside an ICO file (every browser reads that),
 * drawn once from the same SVG the pages use.
 */
export function faviconIco(): Promise<Buffer> {
  favicon ??= sharp(Buffer.from(heartSvg()), { density: 300 })
    .resize(32, 32)
    .png()
    .toBuffer()
    .then((png) => {
      // ICONDIR (6 bytes) and one ICONDIRENTRY (16 bytes), then the PNG.
      const header = Buffer.alloc(22);
      header.writeUInt16LE(0, 0); // reserved
      header.writeUInt16LE(1, 2); // type: icon
      header.writeUInt16LE(1, 4); // one image
      header.writeUInt8(32, 6); // width
      header.writeUInt8(32, 7); // height
      header.writeUInt8(0, 8); // no palette
      header.writeUInt8(0, 9); // reserved
      header.writeUInt16LE(1, 10); // colour planes
      header.writeUInt16LE(32, 12); // bits per pixel
      header.writeUInt32LE(png.length, 14); // the image's size
      header.writeUInt32LE(22, 18); // its offset
      return Buffer.concat([header, png]);
    })
    .catch((error: unknown) => {
      favicon = undefined; // the next request tries again
      throw error;
    });
  return favicon;
}
