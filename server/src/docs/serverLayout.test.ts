import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

// server/README.md's "Layout" and its "Adding ..." recipes are the map a newcomer follows: a folder
// missing from the map, or a name in it that no longer exists, sends them the wrong way.
const serverDir = path.resolve(import.meta.dirname, '..', '..');
const readme = readFileSync(path.join(serverDir, 'README.md'), 'utf8');

function section(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}`);
  assert.ok(start >= 0, `server/README.md has no "## ${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** Each name of the layout's tree as a path below server/ ('src/modules/chat/'), by indentation. */
function layoutPaths(): string[] {
  const tree = /```\n([\s\S]*?)```/.exec(section('Layout'))?.[1];
  assert.ok(tree, 'the Layout section has no tree');
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const [, indent, name] = /^( *)(\S+)/.exec(line) ?? [];
    // A line of a description continued below its name is indented past the names' column.
    if (indent === undefined || name === undefined || indent.length >= 20) continue;
    const depth = indent.length / 2;
    parents.length = depth;
    const full = parents.join('') + name;
    paths.push(full);
    if (full.endsWith('/')) parents[depth] = name;
  }
  return paths;
}

function foldersOf(relative: string): string[] {
  return readdirSync(path.join(serverDir, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative}${entry.name}/`);
}

describe("server/README.md's layout", () => {
  const listed = layoutPaths();

  it('names every folder of src/ and src/modules/', () => {
    const missing = [...foldersOf('src/'), ...foldersOf('src/modules/')].filter(
      (folder) => !listed.includes(folder),
    );
    assert.deepEqual(missing, [], 'add these folders to the Layout section of server/README.md');
  });

  it('names only folders and files that exist', () => {
    const gone = listed.filter((name) => !existsSync(path.join(serverDir, name)));
    assert.deepEqual(gone, [], 'these names of the Layout section no longer exist');
  });

  it('names only files that exist in its recipes', () => {
    const recipes = ['Adding a domain module', 'Adding a migration'].map(section).join('\n');
    // A file is a quoted path with an extension; `<name>` marks a name the reader chooses.
    const named = [...recipes.matchAll(/`([\w./-]+\/[\w.-]+\.(?:ts|mjs|json))`/g)].flatMap(
      (match) => match[1] ?? [],
    );
    assert.ok(named.length > 0, 'the recipes name no file: is the pattern still right?');
    const gone = named.filter(
      (file) =>
        !existsSync(path.join(serverDir, file)) && !existsSync(path.join(serverDir, 'src', file)),
    );
    assert.deepEqual(gone, [], 'these files named by the recipes do not exist');
  });
});
