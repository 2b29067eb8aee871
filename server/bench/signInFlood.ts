/**
 * Sign-in under a password-guessing flood, with the real argon2id hasher on a listening server:
 * 600 wrong guesses over 120 accounts from 60 addresses (each address's guesses all at once,
 * each retried after Retry-After when refused as busy), while 68 members sign in spread over the
 * first seconds: 50 from a browser holding their device cookie, 18 from a browser of their own
 * address that has none. Prints the share of those sign-ins that succeeded and their latency.
 *
 *   pnpm --filter @dating/server bench:sign-in-flood
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @dating/server bench:sign-in-flood
 *
 * Addresses travel in X-Forwarded-For (the app trusts one proxy hop). The flood is sent from a
 * process of its own, as from another machine: its HTTP work is not the server's event loop's.
 * PGlite in memory by default; with DATABASE_URL, a fresh schema of that database, dropped at
 * the end.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PASSWORD = 'blue kettle 42';

interface Answer {
  status: number;
  ms: number;
  retryAfter: number;
  cookie: string | undefined;
}

async function signIn(
  url: string,
  email: string,
  password: string,
  address: string,
  cookie?: string,
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email, password, language: 'en' }),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: Number(response.headers.get('retry-after') ?? 0),
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FloodOrder {
  url: string;
  targets: string[];
  guesses: number;
  addresses: number;
}

/** The attacker: every guess at once, each retried after Retry-After while refused as busy. */
async function flood({
  url,
  targets,
  guesses,
  addresses,
}: FloodOrder): Promise<[number, number][]> {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: guesses }, async (_, index) => {
      const from = index % addresses;
      const address = `203.0.${Math.floor(from / 250)}.${(from % 250) + 1}`;
      const target = targets[index % targets.length] ?? '';
      for (;;) {
        const answer = await signIn(url, target, `wrong guess ${index}`, address);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 503) return;
        await sleep(answer.retryAfter * 1000);
      }
    }),
  );
  return [...statuses];
}

if (process.argv[2] === '--attacker') {
  process.once('message', (order: FloodOrder) => {
    void flood(order).then((statuses) => process.send?.(statuses));
  });
  process.send?.('ready');
} else {
  await main();
}

async function main(): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { Argon2PasswordHasher } = await import('../src/modules/accounts/passwordHasher');
  const { benchBackend } = await import('../test/support/testBackends');
  const { testConfig } = await import('../test/support/testConfig');
  const { createTestMember } = await import('../test/support/testMembers');

  const { values: options } = parseArgs({
    options: {
      accounts: { type: 'string', default: '120' },
      guesses: { type: 'string', default: '600' },
      'flood-addresses': { type: 'string', default: '60' },
      'known-browsers': { type: 'string', default: '50' },
      'new-browsers': { type: 'string', default: '18' },
      'spread-ms': { type: 'string', default: '4000' },
    },
  });
  const accountCount = Number(options.accounts);
  const knownCount = Number(options['known-browsers']);
  const newCount = Number(options['new-browsers']);
  const spreadMs = Number(options['spread-ms']);

  const backend = benchBackend();
  const database = await backend.open();
  const app = await buildApp(testConfig({ trustProxy: { hops: 1 } }), {
    database: database.handle,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/webemaillogin`;

  try {
    // Every member's hash is a real argon2id one (OWASP's parameters), made once.
    const passwordHash = await new Argon2PasswordHasher().hash(PASSWORD);
    const seed = async (count: number) => {
      const members = [];
      for (let index = 0; index < count; index += 1) {
        members.push(await createTestMember(app, { password: PASSWORD }));
      }
      const ids = members.map((member) => member.id);
      await app.db
        .updateTable('members')
        .set({ password_hash: passwordHash })
        .where('id', 'in', ids)
        .execute();
      return members;
    };
    const targets = await seed(accountCount);
    const known = await seed(knownCount);
    const newcomers = await seed(newCount);
    const homeOf = (index: number) => `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

    // The known members signed in from their browsers before: each holds its device cookie.
    const cookies: string[] = [];
    for (const [index, member] of known.entries()) {
      const answer = await signIn(url, member.email, PASSWORD, homeOf(index));
      if (answer.status !== 200 || !answer.cookie) throw new Error(`seed sign-in ${answer.status}`);
      cookies.push(answer.cookie);
    }

    const order: FloodOrder = {
      url,
      targets: targets.map((member) => member.email),
      guesses: Number(options.guesses),
      addresses: Number(options['flood-addresses']),
    };
    const loopDelay = monitorEventLoopDelay();
    loopDelay.enable();
    const attacker = fork(fileURLToPath(import.meta.url), ['--attacker'], {
      execArgv: ['--import', 'tsx'],
    });
    await new Promise((resolve) => attacker.once('message', resolve));
    const floodDone = new Promise<[number, number][]>((resolve, reject) => {
      attacker.once('message', (statuses) => resolve(statuses as [number, number][]));
      attacker.once('error', reject);
    });
    const floodStarted = performance.now();
    attacker.send(order);

    const legitimate = [
      ...known.map((member, index) => ({ member, address: homeOf(index), cookie: cookies[index] })),
      ...newcomers.map((member, index) => ({
        member,
        address: homeOf(knownCount + index),
        cookie: undefined,
      })),
    ];
    const answers = await Promise.all(
      legitimate.map(async ({ member, address, cookie }, index) => {
        await sleep((spreadMs * index) / legitimate.length);
        const answer = await signIn(url, member.email, PASSWORD, address, cookie);
        return { known: cookie !== undefined, ...answer };
      }),
    );
    const floodStatuses = await floodDone;
    const floodMs = performance.now() - floodStarted;
    loopDelay.disable();
    attacker.kill();

    const percentile = (sorted: number[], share: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
    const report = (label: string, subset: typeof answers) => {
      const ok = subset.filter((answer) => answer.status === 200).length;
      const times = subset.map((answer) => answer.ms).sort((a, b) => a - b);
      const statuses = [...new Set(subset.map((answer) => answer.status))].sort();
      console.log(
        `${label.padEnd(27)}${String(ok).padStart(3)} / ${String(subset.length).padEnd(3)}` +
          `${((100 * ok) / subset.length).toFixed(1).padStart(6)} %   ` +
          `p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms   ` +
          `p99 ${percentile(times, 0.99).toFixed(0).padStart(5)} ms   statuses ${statuses.join(', ')}`,
      );
    };
    console.log(
      `${backend.name}, ${os.availableParallelism()} cores, load average ` +
        `${os.loadavg()[0]?.toFixed(1)}; ${order.guesses} guesses over ${accountCount} accounts ` +
        `from ${order.addresses} addresses took ${(floodMs / 1000).toFixed(1)} s, answered ` +
        floodStatuses.map(([status, count]) => `${status} x${count}`).join(', ') +
        `; event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms`,
    );
    report('legitimate sign-ins', answers);
    report(
      '  with a device cookie',
      answers.filter((answer) => answer.known),
    );
    report(
      '  new browser, own address',
      answers.filter((answer) => !answer.known),
    );
  } finally {
    await app.close();
    await database.close();
  }
}
