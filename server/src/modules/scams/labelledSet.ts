import { readdirSync, readFileSync } from 'node:fs';

const VARIANTS_PER_TEMPLATE = 10;

export interface Labelled {
  language: string;
  scam: boolean;
  text: string;
  /** The file's part: "" for the texts the lists were tuned on, else its held-out name. */
  part: string;
}

/**
 * The held-out parts written blind and not yet tuned on, oldest first: what the check does on
 * texts nobody has seen. Their recall is printed, not held to the target, and the model is
 * trained without them. The first is the next the rules are widened on, which makes it one more
 * tuned part; the others stay unread until their turn, each then the measure of the widenings
 * before it. heldout25 to heldout27's misses were read while the model's threshold was chosen
 * (README, The learned model): heldout28 on are the unread measure.
 */
export const BLIND_PARTS: readonly string[] = [
  'heldout25',
  'heldout26',
  'heldout27',
  'heldout28',
  'heldout29',
  'heldout30',
];

export const isBlind = (part: string) => BLIND_PARTS.includes(part);

const FOLDER = new URL('./labelledTexts/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FOLDER), 'utf8').split('\n');

/** A hand-written file's name: `scam` or `ordinary`, then its part (".heldout", ".heldout2"...). */
const HAND_WRITTEN = /^(scam|ordinary)((?:\.heldout\d*)?)\.txt$/;

/**
 * The hand-written files present in the folder, part by part in the order they were written
 * ("", ".heldout", ".heldout2"...), scams first: a new held-out part is its two files, no code.
 */
function handWrittenFiles(): string[] {
  const order = (name: string) => {
    const [, kind, part = ''] = HAND_WRITTEN.exec(name) ?? [];
    const written = part === '' ? 0 : Number(part.slice('.heldout'.length) || 1);
    return written * 2 + (kind === 'scam' ? 0 : 1);
  };
  return readdirSync(FOLDER)
    .filter((name) => HAND_WRITTEN.test(name))
    .sort((a, b) => order(a) - order(b));
}

/**
 * `scam.txt` and `ordinary.txt`, and their held-out parts written after the lists were tuned
 * (`.heldout.txt`; `.heldout2.txt` written without reading the lists or the rules;
 * `.heldout3.txt` to `.heldout30.txt` written blind; all but BLIND_PARTS since
 * tuned on):
 * "## <language>" headings, "+ " or "- " lines.
 */
function handWritten(name: string): Labelled[] {
  const part = /\.(heldout\d*)\./.exec(name)?.[1] ?? '';
  let language = '';
  return fixture(name).flatMap((line): Labelled[] => {
    const heading = /^## (\S+)/.exec(line)?.[1];
    if (heading) language = heading;
    const label = /^([+-]) (.+)$/.exec(line);
    return label?.[2] ? [{ language, scam: label[1] === '+', text: label[2], part }] : [];
  });
}

/**
 * `ordinaryTemplates.txt` expanded: each template VARIANTS_PER_TEMPLATE times, its slots
 * taking the values in turn, shifted per slot and template so the combinations vary.
 */
function fromTemplates(): Labelled[] {
  const slots = new Map<string, string[]>();
  const templates: { language: string; text: string }[] = [];
  let language = '';
  for (const line of fixture('ordinaryTemplates.txt')) {
    const slot = /^@([\w.-]+):\s*(.+)$/.exec(line);
    const heading = /^\[(.+)\]$/.exec(line)?.[1];
    if (slot?.[1] && slot[2])
      slots.set(
        slot[1],
        slot[2].split('|').map((value) => value.trim()),
      );
    else if (heading) language = heading;
    else if (language && line.trim() && !line.startsWith('#'))
      templates.push({ language, text: line });
  }
  return templates.flatMap(({ language, text }, templateIndex) => {
    const variants = new Set<string>();
    for (let variant = 0; variant < VARIANTS_PER_TEMPLATE; variant++) {
      let slotIndex = 0;
      variants.add(
        text.replace(/\{(\w+)\}/g, (_, name: string) => {
          const values = slots.get(`${name}.${language}`) ?? slots.get(name);
          if (!values) throw new Error(`No values for {${name}} in [${language}]`);
          slotIndex++;
          return values[
            (variant * (slotIndex + 1) + templateIndex * 3 + slotIndex) % values.length
          ]!;
        }),
      );
    }
    return [...variants].map((expanded) => ({
      language,
      scam: false,
      text: expanded,
      part: '',
    }));
  });
}

/** The whole labelled set: the hand-written parts and the expanded templates. */
export function labelledSet(): Labelled[] {
  return [...handWrittenFiles().flatMap(handWritten), ...fromTemplates()];
}

const KINDNESS_LANGUAGES = ['en', 'fr', 'sp', 'ar'] as const;

/**
 * Every text the check is timed and compared on: the labelled set and the chat kindness corpus
 * (`chat/kindness/labelledMessages/`, ordinary chat and insults).
 */
export function everyLabelledText(): string[] {
  const kindness = KINDNESS_LANGUAGES.flatMap((language) =>
    readFileSync(
      new URL(`../chat/kindness/labelledMessages/${language}.txt`, import.meta.url),
      'utf8',
    )
      .split('\n')
      .flatMap((line) => /^[+-] (.+)$/.exec(line)?.[1] ?? []),
  );
  return [...labelledSet().map((labelled) => labelled.text), ...kindness];
}
