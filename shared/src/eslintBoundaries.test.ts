/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

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

describe('the import boundaries of eslint.config.js', () => {
  it(
    "fail a remote that imports another remote, by name or by a relative path, or the contract's schemas",
    () => {
      const messages = lintFixtureAs('mf-discovery-imports-chat.ts', 'mf-discovery/src/App.tsx');
      expect(messages).toEqual([
        expect.objectContaining({ line: 4, ruleId: 'no-restricted-imports' }),
        expect.objectContaining({ line: 5, ruleId: 'no-restricted-imports' }),
        expect.objectContaining({ line: 6, ruleId: 'no-restricted-imports' }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'fail the server importing @dating/shared other than through its contract entries',
    () => {
      const messages = lintFixtureAs('server-imports-shared-ui.ts', 'server/src/config.ts');
      expect(messages).toEqual([
        expect.objectContaining({ line: 4, ruleId: 'no-restricted-imports' }),
        expect.objectContaining({ line: 5, ruleId: 'no-restricted-imports' }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );
});
