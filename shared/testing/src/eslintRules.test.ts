/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface LintMessage {
  line: number;
  ruleId: string | null;
}

/**
 * Lints a fixture with the repository's own eslint.config.js as if it were `asFile`, an existing
 * file: type-aware linting only parses files its TypeScript projects hold.
 */
function lintFixtureAs(fixture: string, asFile: string): LintMessage[] {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      asFile,
      '--format',
      'json',
    ],
    {
      cwd: root,
      input: readFileSync(path.join(root, 'eslint-fixtures', fixture)),
      encoding: 'utf8',
    },
  );
  const [report] = JSON.parse(result.stdout) as { messages: LintMessage[] }[];
  return report?.messages ?? [];
}

// ESLint builds a TypeScript program for the package: seconds, more on a busy machine.
const LINT_TIMEOUT_MS = 120_000;

const failedLines = (messages: LintMessage[], rule = 'no-restricted-imports') =>
  messages.filter((message) => message.ruleId === rule).map(({ line }) => line);

describe('the import boundaries of eslint.config.js', () => {
  it(
    "fail a remote that imports another remote, by name or by a relative path, the contract's schemas, the test kit outside tests or the build presets",
    () => {
      const messages = lintFixtureAs('mf-discovery-imports-chat.ts', 'mf-discovery/src/App.tsx');
      expect(failedLines(messages)).toEqual([4, 5, 6, 7, 8]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'fail the server importing a shared package other than the contract',
    () => {
      const messages = lintFixtureAs('server-imports-shared-ui.ts', 'server/src/config.ts');
      expect(failedLines(messages)).toEqual([5, 6, 7]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'fail the web runtime importing the UI kit, the test kit outside tests or the build presets',
    () => {
      const messages = lintFixtureAs('shared-web-imports-ui.ts', 'shared/web/src/bus/eventBus.ts');
      expect(failedLines(messages)).toEqual([4, 5, 6]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'fail the contract importing any other shared package, by name or by a relative path',
    () => {
      const messages = lintFixtureAs(
        'shared-contract-imports-web.ts',
        'shared/contract/src/rules/validation.ts',
      );
      expect(failedLines(messages)).toEqual([3, 4, 5]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('the control pictures of eslint.config.js', () => {
  it(
    'fail an arrow, a pencil or a crown written as a character in an app, not an emoji or a dash',
    () => {
      const messages = lintFixtureAs(
        'symbol-characters-in-controls.tsx',
        'mf-profile/src/features/profile/ProfilePage.tsx',
      );
      expect(failedLines(messages, 'no-restricted-syntax')).toEqual([5, 8, 9]);
    },
    LINT_TIMEOUT_MS,
  );
});
