import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isUnkind } from './kindnessCheck';

/** What a member should see: "Are you sure?" for an insult, nothing for an ordinary message. */
const MIN_RECALL = 0.9;
const MAX_FALSE_PROMPTS = 0.02;

interface Labelled {
  language: string;
  insult: boolean;
  heldOut: boolean;
  text: string;
}

const SET_DIR = new URL('./labelledMessages/', import.meta.url);

/** `labelledMessages/<language>.txt`: "+ " an insult, "- " an ordinary message. */
function labelledSet(): Labelled[] {
  return readdirSync(SET_DIR)
    .filter((file) => file.endsWith('.txt'))
    .flatMap((file) => {
      const language = file.replace(/\.txt$/, '');
      let heldOut = false;
      return readFileSync(new URL(file, SET_DIR), 'utf8')
        .split('\n')
        .flatMap((line): Labelled[] => {
          if (line.startsWith('## held-out')) heldOut = true;
          const label = /^([+-]) (.+)$/.exec(line);
          if (!label?.[2]) return [];
          return [{ language, insult: label[1] === '+', heldOut, text: label[2] }];
        });
    });
}

interface Figures {
  insults: number;
  caught: number;
  ordinary: number;
  prompted: number;
}

function measure(messages: readonly Labelled[]): Figures {
  const insults = messages.filter((message) => message.insult);
  const ordinary = messages.filter((message) => !message.insult);
  return {
    insults: insults.length,
    caught: insults.filter((message) => isUnkind(message.text)).length,
    ordinary: ordinary.length,
    prompted: ordinary.filter((message) => isUnkind(message.text)).length,
  };
}

const recall = (figures: Figures) => figures.caught / figures.insults;
const falsePrompts = (figures: Figures) => figures.prompted / figures.ordinary;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

describe('kindness check on the labelled set', () => {
  it(`asks about at least ${MIN_RECALL * 100} % of insults and at most ${MAX_FALSE_PROMPTS * 100} % of ordinary messages`, (t) => {
    const set = labelledSet();
    const languages = [...new Set(set.map((message) => message.language))].sort();
    const rows: [string, Figures][] = [
      ...languages.map((language): [string, Figures] => [
        language,
        measure(set.filter((message) => message.language === language)),
      ]),
      ['held-out', measure(set.filter((message) => message.heldOut))],
      ['overall', measure(set)],
    ];
    for (const [name, figures] of rows) {
      t.diagnostic(
        `${name.padEnd(9)} recall ${percent(recall(figures)).padStart(7)} (${figures.caught}/${figures.insults})` +
          `  false prompts ${percent(falsePrompts(figures)).padStart(6)} (${figures.prompted}/${figures.ordinary})`,
      );
    }
    for (const message of set) {
      if (isUnkind(message.text) !== message.insult) {
        t.diagnostic(
          `${message.insult ? 'missed' : 'prompted'} [${message.language}] ${message.text}`,
        );
      }
    }
    const overall = measure(set);
    assert.ok(overall.insults >= 100 && overall.ordinary >= 500, 'the set is large enough');
    for (const [name, figures] of rows) {
      assert.ok(recall(figures) >= MIN_RECALL, `${name}: recall ${percent(recall(figures))}`);
      assert.ok(
        falsePrompts(figures) <= MAX_FALSE_PROMPTS,
        `${name}: false prompts ${percent(falsePrompts(figures))}`,
      );
    }
  });
});
