import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the answers a member's browser shows come from: each must be a MESSAGES text. */
const MEMBER_FACING = [
  'modules/accounts',
  'modules/profile',
  'modules/photos',
  'modules/payments',
  'modules/discovery',
  'modules/reports',
  'modules/moderation',
  'limits',
];

function sourcesOf(folder: string): string[] {
  return readdirSync(path.join(SOURCE_DIR, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));
}

describe('member-facing refusals', () => {
  it('are texts of the shared MESSAGES list, so every language can translate them', () => {
    const literal = /new ApiError\(\s*\d{3},\s*['"`]/;
    const offenders = MEMBER_FACING.flatMap(sourcesOf).filter((file) =>
      literal.test(readFileSync(path.join(SOURCE_DIR, file), 'utf8')),
    );
    assert.deepEqual(offenders, []);
  });
});
