/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FILTER_FIELDS, PROFILE_FIELDS, TEXT_FIELDS } from './profileFields';

/**
 * Each profile field is named once, in its definition (profileFields.ts): every list, select,
 * schema, form and fixture is derived from PROFILE_FIELDS, and a field singled out by meaning is
 * reached through it (GENDER_FIELD). A field name written out anywhere else is a copy
 * that adding, renaming or removing a field leaves behind.
 */
const root = path.resolve(__dirname, '../../../..');
const SOURCE_TREES = ['server/src', 'shell/src']
  .concat(
    readdirSync(path.join(root, 'shared'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .map((entry) => `shared/${entry.name}/src`),
  )
  .concat(
    readdirSync(root)
      .filter((entry) => entry.startsWith('mf-'))
      .map((remote) => `${remote}/src`),
  )
  .filter((tree) => existsSync(path.join(root, tree)));

/** Where a field may be named: its definition, the migrations, the translations, the tests. */
const ALLOWED = [
  /^shared\/contract\/src\/schemas\/profileFields\.ts$/,
  /^shared\/contract\/src\/schemas\/profileFieldTexts\//,
  /^server\/src\/db\/migrations\//,
  /\/i18n\//,
  /\.test\.tsx?$/,
];

const names = PROFILE_FIELDS.map(({ name }) => name).join('|');
/** A table's name or alias before a column (`members.bio`, `m.bio`). */
const table = '(?:members|[a-z]{1,2})\\.';
/**
 * A name in quotes ('gender', "m.bio"), a column in a template (`m.school = ${...}`), or a column
 * made of it: a text field's feed flag (feed_job), a filterable field's filter (filter_languages).
 */
const NAMED = [
  new RegExp(`(['"\`])(?:${table})?(?:${names})\\1`),
  new RegExp(`\`[^\`]*\\b${table}(?:${names})\\b`),
  new RegExp(`\\bfeed_(?:${TEXT_FIELDS.join('|')})\\b`),
  new RegExp(`\\bfilter_(?:${FILTER_FIELDS.map(({ name }) => name).join('|')})\\b`),
];

function sourceFiles(tree: string): string[] {
  return readdirSync(path.join(root, tree), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${tree}/${file.split(path.sep).join('/')}`);
}

describe('profile field names', () => {
  it('are written only in the field definition (and migrations, schema, texts, tests)', () => {
    const found: string[] = [];
    for (const file of SOURCE_TREES.flatMap(sourceFiles)) {
      if (ALLOWED.some((allowed) => allowed.test(file))) continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (NAMED.some((named) => named.test(line)))
            found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
