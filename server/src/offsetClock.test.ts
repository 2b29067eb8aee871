import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { offsetClock } from './offsetClock';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('offsetClock', () => {
  it('runs with the machine until the file says otherwise, then ahead by what it holds', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'dating-clock-'));
    try {
      const file = path.join(folder, 'clock-offset');
      const now = offsetClock(file);
      const near = (date: Date, expected: number) =>
        assert.ok(Math.abs(date.getTime() - expected) < 60_000, `${date.toISOString()}`);

      near(now(), Date.now());
      await writeFile(file, `${DAY_MS}\n`);
      near(now(), Date.now() + DAY_MS);
      await writeFile(file, 'tomorrow');
      assert.throws(() => now(), /whole number of milliseconds/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
