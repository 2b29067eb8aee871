#!/usr/bin/env node
// Rewrites what still names the former @dating/shared package to the packages it was split into
// (shared/contract, shared/web, shared/ui, shared/build, shared/testing): every import of
// `@dating/shared` and `@dating/shared/<entry>` in the repository's code, the relative paths that
// reach into the former shared/src, and each package.json's dependency on it. A name imported
// from the former root goes to the package whose index exports it now, as the packages' own index
// files say (read with TypeScript each run). Safe to run again: what it rewrote no longer matches.
//
//   node scripts/split-shared-imports.mjs && pnpm install --offline && pnpm exec prettier --write <changed files>
//
// It prints the files it changed, and fails (exit 1) on what it cannot place.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OLD = '@dating/shared';
const SHARED_DIR = 'shared';
/** The split packages whose root index a name of the former root may now come from, in order. */
const ROOT_PACKAGES = ['contract', 'web', 'ui', 'testing'];
const BUILD_TIME_PACKAGES = new Set(['@dating/build', '@dating/testing']);

/**
 * Entries of the former package whose name changed; every other `@dating/shared/<entry>` is the
 * same entry of whichever new package declares it in its package.json exports.
 */
const RENAMED_ENTRIES = {
  contract: '@dating/contract/schemas',
  api: '@dating/web',
  testing: '@dating/testing',
  'jest-preset': '@dating/testing/jest-preset',
};

/** Where the folders of the former shared/src and shared/build now are. */
const MOVED_FOLDERS = [
  ['shared/src/contract', 'shared/contract/src/schemas'],
  ['shared/src/rules', 'shared/contract/src/rules'],
  ['shared/src/routes', 'shared/contract/src/routes'],
  ['shared/src/i18n/messages', 'shared/contract/src/i18n/messages'],
  ['shared/src/i18n/messageTexts', 'shared/contract/src/i18n/messageTexts'],
  ['shared/src/i18n/formatDate', 'shared/contract/src/i18n/formatDate'],
  ['shared/src/i18n', 'shared/web/src/i18n'],
  ['shared/src/api', 'shared/web/src/api'],
  ['shared/src/bus', 'shared/web/src/bus'],
  ['shared/src/session', 'shared/web/src/session'],
  ['shared/src/realtime', 'shared/web/src/realtime'],
  ['shared/src/remote', 'shared/web/src/remote'],
  ['shared/src/files', 'shared/web/src/files'],
  ['shared/src/ui', 'shared/ui/src'],
  ['shared/src/harness', 'shared/testing/src/harness'],
  ['shared/src/testing', 'shared/testing/src'],
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const packages = ['contract', 'web', 'ui', 'build', 'testing'].map((dir) => {
  const manifest = readJson(path.join(root, SHARED_DIR, dir, 'package.json'));
  return { dir, name: manifest.name, exports: manifest.exports ?? {} };
});

/** The package a name exported by a new package's root index comes from, by name. */
function rootExports() {
  const indexes = ROOT_PACKAGES.map((dir) => {
    const pkg = packages.find((candidate) => candidate.dir === dir);
    return { pkg, file: path.join(root, SHARED_DIR, dir, pkg.exports['.']) };
  });
  const program = ts.createProgram(
    indexes.map(({ file }) => file),
    {
      allowJs: false,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const owner = new Map();
  for (const { pkg, file } of indexes) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`cannot read the exports of ${file}`);
    for (const exported of checker.getExportsOfModule(symbol)) {
      const name = exported.getName();
      if (owner.has(name) && owner.get(name) !== pkg.name) {
        throw new Error(`${name} is exported by both ${owner.get(name)} and ${pkg.name}`);
      }
      owner.set(name, pkg.name);
    }
  }
  return owner;
}

/** `@dating/shared/<entry>` as the new package's specifier, or undefined when none declares it. */
function newEntry(entry) {
  const [first, ...rest] = entry.split('/');
  if (RENAMED_ENTRIES[first] && rest.length === 0) return RENAMED_ENTRIES[first];
  for (const pkg of packages) {
    if (pkg.exports[`./${entry}`]) return `${pkg.name}/${entry}`;
    if (rest.length > 0 && pkg.exports[`./${first}/*`]) return `${pkg.name}/${entry}`;
  }
  return undefined;
}

const problems = [];
let owners;

/** One import/export of names from the former root, split into one per new package. */
function splitRootStatement(statement, file) {
  const match = statement.match(
    /^(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])@dating\/shared\4(\s*;)?$/,
  );
  if (!match) {
    problems.push(`${file}: cannot split ${statement.replace(/\s+/g, ' ')}`);
    return statement;
  }
  const [, keyword, typeOnly = '', list, quote, semicolon = ''] = match;
  owners ??= rootExports();
  const groups = new Map();
  for (const raw of list.split(',')) {
    const specifier = raw.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').trim();
    if (!specifier) continue;
    const name = specifier
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0]
      .trim();
    const pkg = owners.get(name);
    if (!pkg) {
      problems.push(`${file}: no new package exports ${name}`);
      return statement;
    }
    groups.set(pkg, [...(groups.get(pkg) ?? []), specifier]);
  }
  return [...groups]
    .map(
      ([pkg, specifiers]) =>
        `${keyword}${typeOnly} { ${specifiers.join(', ')} } from ${quote}${pkg}${quote}${semicolon}`,
    )
    .join('\n');
}

/** A relative path into the former shared/src, as the relative path to where that file is now. */
function movedRelative(file, specifier) {
  const target = path.relative(root, path.resolve(path.dirname(file), specifier));
  const moved = MOVED_FOLDERS.find(
    ([from]) => target === from || target.startsWith(`${from}/`) || target === `${from}/index`,
  );
  if (!moved) return undefined;
  const now = path.join(root, moved[1] + target.slice(moved[0].length));
  let relative = path.relative(path.dirname(file), now);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

function rewriteCode(file, text) {
  let next = text.replace(
    /(?:import|export)(?:\s+type)?\s*\{[^}]*\}\s*from\s*(['"])@dating\/shared\1(?:\s*;)?/g,
    (statement) => splitRootStatement(statement, file),
  );
  next = next.replace(
    /@dating\/shared\/([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.<>*${}-]+)?)/g,
    (all, entry) => {
      const replacement = newEntry(entry);
      if (!replacement) problems.push(`${file}: no new package declares ${OLD}/${entry}`);
      return replacement ?? all;
    },
  );
  next = next.replace(/(['"])((?:\.\.\/)+shared\/src\/[^'"]*)\1/g, (all, quote, specifier) => {
    const relative = movedRelative(file, specifier);
    if (!relative) problems.push(`${file}: ${specifier} lies in no moved folder`);
    return relative ? `${quote}${relative}${quote}` : all;
  });
  if (/(['"])@dating\/shared\1/.test(next)) {
    problems.push(`${file}: still names ${OLD} other than in an import of names`);
  }
  return next;
}

const DEPENDENCY_SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies'];
const NEW_PACKAGE = /['"](@dating\/(?:contract|web|ui|build|testing))(?:\/[^'"]*)?['"]/g;

/** The new packages a package's code names, from its tracked and new files. */
function namedPackages(dir, files) {
  const named = new Set();
  for (const file of files) {
    if (!file.startsWith(dir ? `${dir}/` : '') || file.endsWith('package.json')) continue;
    for (const [, name] of readFileSync(path.join(root, file), 'utf8').matchAll(NEW_PACKAGE)) {
      named.add(name);
    }
  }
  return named;
}

function rewriteManifest(file, text, files) {
  const manifest = JSON.parse(text);
  if (packages.some((pkg) => pkg.name === manifest.name)) return text;
  const oldSection = DEPENDENCY_SECTIONS.find((section) => manifest[section]?.[OLD]);
  const hasNew = DEPENDENCY_SECTIONS.some((section) =>
    Object.keys(manifest[section] ?? {}).some((name) => packages.some((pkg) => pkg.name === name)),
  );
  if (!oldSection && !hasNew) return text;
  const dir = path.dirname(file) === '.' ? '' : path.dirname(file);
  const version = oldSection ? manifest[oldSection][OLD] : 'workspace:*';
  if (oldSection) delete manifest[oldSection][OLD];
  for (const name of namedPackages(dir, files)) {
    if (name === manifest.name) continue;
    if (DEPENDENCY_SECTIONS.some((section) => manifest[section]?.[name])) continue;
    const section = BUILD_TIME_PACKAGES.has(name)
      ? 'devDependencies'
      : oldSection === 'devDependencies'
        ? 'devDependencies'
        : 'dependencies';
    manifest[section] = Object.fromEntries(
      Object.entries({ ...manifest[section], [name]: version }).sort(([a], [b]) =>
        a.localeCompare(b),
      ),
    );
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)))
  .filter((file) => !file.split('/').includes('node_modules'));
const self = path.relative(root, fileURLToPath(import.meta.url));

const changed = [];
// Code first: the manifests' dependencies follow what the rewritten code names.
for (const file of files.filter((name) => /\.(?:[cm]?js|tsx?)$/.test(name) && name !== self)) {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!text.includes(OLD) && !text.includes('shared/src/')) continue;
  const next = rewriteCode(file, text);
  if (next !== text) {
    writeFileSync(path.join(root, file), next);
    changed.push(file);
  }
}
for (const file of files.filter((name) => path.basename(name) === 'package.json')) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const next = rewriteManifest(file, text, files);
  if (next !== text) {
    writeFileSync(path.join(root, file), next);
    changed.push(file);
  }
}

for (const file of changed) console.log(file);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
