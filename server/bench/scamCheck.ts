/**
 * The scam check's cost per text: `detectScam` over every labelled text (scams/labelledTexts/
 * and the chat kindness corpus) ROUNDS times, µs per text (p50, mean, the 10 slowest).
 * `--verdicts <file>` also writes each text's hits and reason, to compare two versions. Then the
 * machine code V8 holds for the lists' expressions, and the process's memory.
 */
import { writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import { LIMITS } from '@dating/contract';
import { CONTENT_DEFAULTS } from '../src/modules/content/contentDefaults';
import { everyLabelledText } from '../src/modules/scams/labelledSet';
import { detectScam } from '../src/modules/scams/scamCheck';
import { scamListsOf } from '../src/modules/scams/scamSettings';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const lists = scamListsOf(CONTENT_DEFAULTS.settings);
const texts = everyLabelledText();

const verdictsFile = process.argv[process.argv.indexOf('--verdicts') + 1];
if (process.argv.includes('--verdicts') && verdictsFile) {
  const verdicts = texts.map((text) => ({ text, ...detectScam(text, lists) }));
  writeFileSync(verdictsFile, `${JSON.stringify(verdicts, null, 1)}\n`);
}

// The first round compiles the lists and warms the JIT; it is not counted.
for (const text of texts) detectScam(text, lists);
const totals = new Float64Array(texts.length);
for (let round = 0; round < ROUNDS; round++) {
  texts.forEach((text, index) => {
    const start = process.hrtime.bigint();
    detectScam(text, lists);
    totals[index]! += Number(process.hrtime.bigint() - start) / 1000;
  });
}
const perText = [...totals].map((total) => total / ROUNDS);
const sorted = [...perText].sort((a, b) => a - b);
const mean = perText.reduce((sum, value) => sum + value, 0) / perText.length;
const µs = (value: number) => `${value.toFixed(1)} µs`;
console.log(`${texts.length} texts, ${ROUNDS} rounds`);
console.log(`p50 ${µs(sorted[Math.floor(sorted.length / 2)]!)}  mean ${µs(mean)}`);
console.log('slowest:');
perText
  .map((time, index) => ({ time, text: texts[index]! }))
  .sort((a, b) => b.time - a.time)
  .slice(0, 10)
  .forEach(({ time, text }) => console.log(`  ${µs(time).padStart(10)}  ${text.slice(0, 90)}`));

// Texts written to be slow, at the chat's longest (LIMITS.chatMessageMax): one long word, in
// Latin and Arabic letters, and a letter repeated inside a word the lists have.
const longest = LIMITS.chatMessageMax;
const written = {
  'one word': 'a'.repeat(longest),
  'one Arabic word': 'وال'.repeat(longest / 3),
  'a letter repeated': `c${'o'.repeat(longest - 2)}l`,
  'words repeated': 'send me money now please '.repeat(longest / 25),
};
console.log(`texts written to be slow, ${longest} characters:`);
for (const [name, text] of Object.entries(written)) {
  const start = process.hrtime.bigint();
  for (let round = 0; round < ROUNDS; round++) detectScam(text, lists);
  const each = Number(process.hrtime.bigint() - start) / 1000 / ROUNDS;
  console.log(`  ${name}: ${µs(each)}`);
}

const used = (space: string) =>
  getHeapSpaceStatistics().find(({ space_name }) => space_name === space)?.space_used_size ?? 0;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
console.log(
  `machine code held: ${mb(used('code_space') + used('code_large_object_space'))}` +
    `, heap ${mb(process.memoryUsage().heapUsed)}, RSS ${mb(process.memoryUsage().rss)}`,
);
