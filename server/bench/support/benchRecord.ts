import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One table of a run's figures, as docs/bench/*.json keep them. */
export interface BenchTable {
  columns: string[];
  rows: Record<string, string>[];
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const benchFolder = path.join(repositoryRoot, 'docs/bench/');

/** Prints a bench's lines and keeps them for its record (`recordBenchRun`'s `printed`). */
export class BenchOutput {
  private readonly lines: string[] = [];

  readonly print = (line: string): void => {
    console.log(line);
    this.lines.push(line);
  };

  get printed(): string {
    return this.lines.join('\n');
  }
}

/**
 * Keeps a run's figures as docs/bench/<date>-<hhmm>-<bench>.json (UTC), the form docs/PERFORMANCE.md
 * reads them in: the conditions (machine, load), its tables and what it printed. `BENCH_RECORD=off`
 * keeps nothing (a trial run). The record is then formatted by the repository's prettier, as
 * `pnpm test`'s format check wants it.
 */
export function recordBenchRun(
  bench: string,
  run: { conditions: string; tables: BenchTable[]; printed?: string },
): void {
  if (process.env.BENCH_RECORD === 'off') return;
  const now = new Date();
  const date = now.toISOString().slice(0, 10);
  const time = now.toISOString().slice(11, 16);
  const file = path.join(benchFolder, `${date}-${time.replace(':', '')}-${bench}.json`);
  const record = {
    bench,
    date,
    time,
    conditions: `${run.conditions} (${os.cpus().length} cores, Node ${process.version})`,
    tables: run.tables,
    ...(run.printed ? { printed: [run.printed] } : {}),
  };
  mkdirSync(benchFolder, { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  const formatted = spawnSync('pnpm', ['exec', 'prettier', '--write', file], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  if (formatted.status !== 0) {
    console.error(`prettier could not format ${file}: ${formatted.stderr || formatted.error}`);
  }
  console.log(`figures kept in ${path.relative(process.cwd(), file)}`);
}
