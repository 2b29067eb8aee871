import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The module each server process imports (NODE_OPTIONS) to report its stalls. */
export const SERVER_PROBE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'serverProbe.mjs',
);

/** The longest GC pause's kind, as perf_hooks numbers them. */
function longestGcKind(seconds: readonly ProbeSecond[]): string {
  const longest = seconds.reduce<ProbeSecond | null>(
    (worst, second) => (!worst || second.gcMax > worst.gcMax ? second : worst),
    null,
  );
  const kinds: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  return longest ? (kinds[longest.gcMaxKind] ?? String(longest.gcMaxKind)) : 'none';
}

/** How often the database's backends are looked at. */
const SAMPLE_MS = 100;

/** What serverProbe.mjs writes each second. */
interface ProbeSecond {
  t: number;
  loopMax: number;
  loopP99: number;
  cpuMs: number;
  gcMs: number;
  gcMax: number;
  gcMaxKind: number;
  heapMb: number;
  acquires: number;
  waitMax: number;
  waitsOver10: number;
  connects: number;
  connectMax: number;
}

/**
 * The machine's counters, in ms since boot (Linux; null elsewhere): the time the hypervisor gave
 * this VM's cores to others (`steal`, all cores, /proc/stat's ticks of 10 ms) and the time some
 * task waited for a core (/proc/pressure/cpu's `some`, NaN without pressure stall information).
 * A stall of the whole machine shows in one of them; the servers' own loops do not tell it.
 */
interface MachineCounters {
  at: number;
  stealMs: number;
  waitingMs: number;
}

function machineCounters(): MachineCounters | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    let waitingMs = Number.NaN;
    try {
      const some = /^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
      if (some) waitingMs = Number(some[1]) / 1000;
    } catch {
      // No pressure stall information in this kernel.
    }
    return { at: Date.now(), stealMs: Number(cpu[8] ?? 0) * 10, waitingMs };
  } catch {
    return null;
  }
}

/** What the machine's counters rose by within one second. */
interface MachineSecond {
  stealMs: number;
  waitingMs: number;
}

/** The counters STATS reads, as PostgreSQL answers them (bigints as text). */
type Stats = Record<string, string>;

const STATS = `
  SELECT b.checkpoints_timed + b.checkpoints_req AS checkpoints, b.buffers_checkpoint,
    b.buffers_clean, b.buffers_backend, d.sessions, d.blks_read, d.temp_files
  FROM pg_stat_bgwriter b, pg_stat_database d WHERE d.datname = current_database()`;

/**
 * Where a measured window's slow calls may have waited, looked at while it runs: the database's
 * active backends every SAMPLE_MS (their wait events, and statements running 100 ms or more),
 * checkpoints and buffer writes, sessions opened, the servers' seconds (serverProbe.mjs: event
 * loop delay, GC, pool waits, connections opened), the machine's steal and waiting for a core
 * (machineCounters) and the bench's own event loop.
 */
export class StallProbe {
  private readonly client: pg.Client;
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });
  private readonly waits = new Map<string, number>();
  private readonly slow = new Map<string, number>();
  /** Calls of the load that took 100 ms or more: when each started, and how long. */
  private readonly slowCalls: { at: number; ms: number }[] = [];
  /** The uploads of the window, likewise: their pictures' work is the heaviest of the mix. */
  private readonly uploads: { at: number; ms: number }[] = [];
  private samples = 0;
  /** The machine's counters at each sample (machineCounters), to be read by the second. */
  private readonly machine: MachineCounters[] = [];
  private before: Stats = {};
  private from = 0;
  private sampling: Promise<void> | null = null;
  private stopped = false;

  constructor(
    databaseUrl: string,
    private readonly probeDir: string,
  ) {
    this.client = new pg.Client({ connectionString: databaseUrl });
  }

  async start(): Promise<void> {
    await this.client.connect();
    this.before = (await this.client.query<Stats>(STATS)).rows[0] ?? {};
    this.from = Date.now();
    this.loop.enable();
    this.sampling = this.sample();
  }

  private async sample(): Promise<void> {
    while (!this.stopped) {
      const { rows } = await this.client.query<{ wait: string; ms: number; query: string }>(`
        SELECT coalesce(wait_event_type || ':' || wait_event, 'on CPU') AS wait,
          extract(epoch FROM clock_timestamp() - query_start) * 1000 AS ms,
          left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query
        FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`);
      this.samples += 1;
      const counters = machineCounters();
      if (counters) this.machine.push(counters);
      for (const { wait, ms, query } of rows) {
        this.waits.set(wait, (this.waits.get(wait) ?? 0) + 1);
        if (ms >= 100) this.slow.set(query, Math.max(this.slow.get(query) ?? 0, ms));
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  }

  /** A call of the load was answered after `ms`. */
  answered(call: string, ms: number): void {
    if (ms >= 100) this.slowCalls.push({ at: Date.now() - ms, ms });
    if (call === 'uploadimageweb') this.uploads.push({ at: Date.now() - ms, ms });
  }

  /** Ends the sampling; answers a few lines of what was seen. */
  async stop(): Promise<string[]> {
    this.stopped = true;
    await this.sampling;
    this.loop.disable();
    const after = (await this.client.query<Stats>(STATS)).rows[0] ?? {};
    await this.client.end();
    const delta = (name: string) => Number(after[name]) - Number(this.before[name]);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    // Waiting for a core is NaN where the kernel keeps no pressure stall information.
    const orUnknown = (value: number) => (Number.isNaN(value) ? 'unknown' : ms(value));
    const lines: string[] = [];
    const waits = [...this.waits]
      .sort(([, a], [, b]) => b - a)
      .map(([wait, count]) => `${wait} ${(count / this.samples).toFixed(2)}`)
      .join(', ');
    lines.push(
      `database, active backends on average (${this.samples} samples): ${waits || 'none'}`,
    );
    lines.push(
      `database: ${delta('checkpoints')} checkpoint(s), buffers written by checkpoint ` +
        `${delta('buffers_checkpoint')}, bgwriter ${delta('buffers_clean')}, backends ` +
        `${delta('buffers_backend')}; ${delta('sessions')} sessions opened, ${delta('blks_read')} ` +
        `blocks read, ${delta('temp_files')} temp files`,
    );
    for (const [query, longest] of [...this.slow].sort(([, a], [, b]) => b - a).slice(0, 5)) {
      lines.push(`database, statement seen running ${ms(longest)}: ${query}`);
    }
    const machine = this.machineSeconds();
    if (machine.size > 0) {
      const seconds = [...machine.values()];
      const total = (pick: (second: MachineSecond) => number) =>
        seconds.reduce((sum, second) => sum + pick(second), 0);
      const worst = (pick: (second: MachineSecond) => number) => Math.max(...seconds.map(pick));
      lines.push(
        `machine: the VM's cores taken by its host (steal) ${ms(total((s) => s.stealMs))} over ` +
          `${seconds.length} s (worst second ${ms(worst((s) => s.stealMs))}); some task waiting ` +
          `for a core ${orUnknown(total((s) => s.waitingMs))} (worst second ${orUnknown(worst((s) => s.waitingMs))})`,
      );
    }
    const servers = this.serverSeconds();
    // The seconds most slow calls started in, beside each server's event loop in that second and
    // the machine's steal and waiting for a core.
    const bySecond = new Map<number, number>();
    for (const call of this.slowCalls) {
      const second = Math.floor(call.at / 1000);
      bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
    }
    const worst = [...bySecond].sort(([, a], [, b]) => b - a).slice(0, 6);
    if (worst.length > 0) {
      lines.push(
        `calls over 100 ms: ${this.slowCalls.length}; their worst seconds (t+s: calls, each server's loop delay max, steal, waiting for a core): ` +
          worst
            .map(([second, count]) => {
              const loops = servers.map(([, seconds]) => {
                const probed = seconds.find((s) => Math.floor(s.t / 1000) === second + 1);
                return probed ? ms(probed.loopMax) : '?';
              });
              const host = machine.get(second);
              const machineSaid = host ? `, ${ms(host.stealMs)}, ${orUnknown(host.waitingMs)}` : '';
              return `${second - Math.floor(this.from / 1000)}: ${count}, ${loops.join('/')}${machineSaid}`;
            })
            .join('; '),
      );
    }
    if (this.uploads.length > 0) {
      const second = (at: number) => Math.floor(at / 1000) - Math.floor(this.from / 1000);
      lines.push(
        `uploads (t+s, time): ${this.uploads.map((upload) => `${second(upload.at)}, ${ms(upload.ms)}`).join('; ')}`,
      );
    }
    for (const [pid, seconds] of servers) {
      const max = (pick: (second: ProbeSecond) => number) => Math.max(0, ...seconds.map(pick));
      const sum = (pick: (second: ProbeSecond) => number) =>
        seconds.reduce((total, second) => total + pick(second), 0);
      lines.push(
        `server ${pid}: event loop delay max ${ms(max((s) => s.loopMax))} (seconds over 50 ms: ` +
          `${seconds.filter((s) => s.loopMax > 50).length}/${seconds.length}), CPU ` +
          `${ms(sum((s) => s.cpuMs))}, GC ` +
          `${ms(sum((s) => s.gcMs))} (longest ${ms(max((s) => s.gcMax))}, kind ${longestGcKind(seconds)}, ` +
          `heap up to ${max((s) => s.heapMb).toFixed(0)} MB); pool waits max ` +
          `${ms(max((s) => s.waitMax))} (${sum((s) => s.waitsOver10)} of ` +
          `${sum((s) => s.acquires)} over 10 ms); ${sum((s) => s.connects)} connections opened ` +
          `(longest ${ms(max((s) => s.connectMax))})`,
      );
    }
    lines.push(
      `bench's own event loop delay: max ${ms(this.loop.max / 1e6)}, p99 ${ms(this.loop.percentile(99) / 1e6)}`,
    );
    return lines;
  }

  /** The machine's steal and waiting for a core in each second of the window, by epoch second. */
  private machineSeconds(): Map<number, MachineSecond> {
    const seconds = new Map<number, MachineSecond>();
    for (const [index, counters] of this.machine.entries()) {
      const previous = this.machine[index - 1];
      if (!previous) continue;
      const second = Math.floor(counters.at / 1000);
      const sum = seconds.get(second) ?? { stealMs: 0, waitingMs: 0 };
      sum.stealMs += counters.stealMs - previous.stealMs;
      sum.waitingMs += counters.waitingMs - previous.waitingMs;
      seconds.set(second, sum);
    }
    return seconds;
  }

  /** Each server process's seconds within the window. */
  private serverSeconds(): [string, ProbeSecond[]][] {
    const until = Date.now();
    return readdirSync(this.probeDir)
      .filter((name) => name.endsWith('.jsonl'))
      .map((name): [string, ProbeSecond[]] => [
        name.replace('.jsonl', ''),
        readFileSync(path.join(this.probeDir, name), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as ProbeSecond)
          .filter((second) => second.t > this.from && second.t <= until + 1000),
      ]);
  }
}
