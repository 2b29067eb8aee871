import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CONTENT_DEFAULTS } from '../content/contentDefaults';
import { detectScam } from './scamCheck';
import { scamListsOf } from './scamSettings';

/** What members should meet: a hit on a scam or a request to move away, none on ordinary chat. */
const MIN_RECALL = 0.9;
const MAX_FALSE_POSITIVES = 0.01;
const VARIANTS_PER_TEMPLATE = 10;

interface Labelled {
  language: string;
  scam: boolean;
  text: string;
  /** The file's part: "" for the texts the lists were tuned on, else its held-out name. */
  part: string;
}

const fixture = (name: string) =>
  readFileSync(new URL(`./labelledTexts/${name}`, import.meta.url), 'utf8').split('\n');

/**
 * `scam.txt` and `ordinary.txt`, and their held-out parts written after the lists were tuned
 * (`.heldout.txt`, then `.heldout2.txt` written without reading the lists or the rules, since
 * tuned on; `.heldout3.txt` written blind, never tuned on: the figure for texts nobody has
 * seen): "## <language>" headings, "+ " or "- " lines.
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

interface Figures {
  scams: number;
  caught: number;
  ordinary: number;
  flagged: number;
}

const lists = scamListsOf(CONTENT_DEFAULTS.settings);
const isHit = (text: string) => detectScam(text, lists).hits.length > 0;

function measure(texts: readonly Labelled[]): Figures {
  const scams = texts.filter((text) => text.scam);
  const ordinary = texts.filter((text) => !text.scam);
  return {
    scams: scams.length,
    caught: scams.filter((text) => isHit(text.text)).length,
    ordinary: ordinary.length,
    flagged: ordinary.filter((text) => isHit(text.text)).length,
  };
}

const recall = (figures: Figures) => figures.caught / figures.scams;
const falsePositives = (figures: Figures) => figures.flagged / figures.ordinary;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

describe('scam check on the labelled set', () => {
  it(`finds at least ${MIN_RECALL * 100} % of scams and flags at most ${MAX_FALSE_POSITIVES * 100} % of ordinary texts`, (t) => {
    const set = [
      ...['', '.heldout', '.heldout2', '.heldout3']
        .flatMap((part) => [`scam${part}.txt`, `ordinary${part}.txt`])
        .flatMap(handWritten),
      ...fromTemplates(),
    ];
    const languages = [...new Set(set.map((text) => text.language))].sort();
    const heldOutParts = [...new Set(set.map((text) => text.part))].filter(Boolean).sort();
    const rows: [string, Figures][] = [
      ...languages.map((language): [string, Figures] => [
        language,
        measure(set.filter((text) => text.language === language)),
      ]),
      ...heldOutParts.map((part): [string, Figures] => [
        part,
        measure(set.filter((text) => text.part === part)),
      ]),
      ['overall', measure(set)],
    ];
    for (const [name, figures] of rows) {
      t.diagnostic(
        `${name.padEnd(9)} recall ${percent(recall(figures)).padStart(7)} (${figures.caught}/${figures.scams})` +
          `  false positives ${percent(falsePositives(figures)).padStart(6)} (${figures.flagged}/${figures.ordinary})`,
      );
    }
    for (const text of set) {
      if (isHit(text.text) !== text.scam) {
        t.diagnostic(`${text.scam ? 'missed' : 'flagged'} [${text.language}] ${text.text}`);
      }
    }
    const overall = measure(set);
    assert.ok(overall.scams >= 200, `${overall.scams} scam texts, at least 200`);
    assert.ok(overall.ordinary >= 1000, `${overall.ordinary} ordinary texts, at least 1000`);
    assert.ok(recall(overall) >= MIN_RECALL, `recall ${percent(recall(overall))}`);
    assert.ok(
      falsePositives(overall) <= MAX_FALSE_POSITIVES,
      `false positives ${percent(falsePositives(overall))}`,
    );
    // No held-out part flags more ordinary texts than the whole may. Their recall is printed,
    // not held to the target: the blind part's is what the detector does on unseen texts.
    for (const part of heldOutParts) {
      const figures = measure(set.filter((text) => text.part === part));
      assert.ok(
        falsePositives(figures) <= MAX_FALSE_POSITIVES,
        `${part} false positives ${percent(falsePositives(figures))}`,
      );
    }
  });
});
