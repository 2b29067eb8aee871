/**
 * Loaded into each server process by the bench (NODE_OPTIONS=--import, BENCH_PROBE_DIR set):
 * every second it appends to <BENCH_PROBE_DIR>/<pid>.jsonl what could stall that process's calls
 * (the event loop's delay, GC pauses, waits for a connection of a node-postgres pool, connections
 * opened). Plain JavaScript: NODE_OPTIONS' imports run before tsx's loader is registered.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';

const dir = process.env.BENCH_PROBE_DIR;
// The supervisor only forks and watches, and a worker thread (the vision models') answers no call
// itself: their loops are no member's call's.
if (dir && isMainThread && !process.argv[1]?.endsWith('supervisor.ts')) {
  const file = path.join(dir, `${process.pid}.jsonl`);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let gc = { ms: 0, max: 0, maxKind: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.ms += entry.duration;
      if (entry.duration > gc.max) {
        gc.max = entry.duration;
        gc.maxKind = entry.detail?.kind ?? 0;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  let cpu = process.cpuUsage();
  let pool = { acquires: 0, waitMax: 0, waitsOver10: 0, connects: 0, connectMax: 0 };

  // Kysely asks the pool for a connection per call (PipelinedPool answers at once: not a pg.Pool).
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function timedConnect(...args) {
    const started = performance.now();
    const acquired = connect.apply(this, args);
    const waited = () => {
      const ms = performance.now() - started;
      pool.acquires += 1;
      pool.waitMax = Math.max(pool.waitMax, ms);
      if (ms > 10) pool.waitsOver10 += 1;
    };
    if (acquired && typeof acquired.then === 'function') acquired.then(waited, () => {});
    return acquired;
  };
  // Every connection opened, the pools' and the pipelined lanes' (PreparingClient is a pg.Client);
  // pg.Pool opens its own with a callback.
  const open = pg.Client.prototype.connect;
  pg.Client.prototype.connect = function timedOpen(callback) {
    const started = performance.now();
    const done = () => {
      pool.connects += 1;
      pool.connectMax = Math.max(pool.connectMax, performance.now() - started);
    };
    if (typeof callback === 'function') {
      return open.call(this, (error) => {
        if (!error) done();
        callback(error);
      });
    }
    const opened = open.call(this);
    opened.then(done, () => {});
    return opened;
  };

  setInterval(() => {
    const used = process.cpuUsage(cpu);
    const line = {
      t: Date.now(),
      loopMax: loop.max / 1e6,
      loopP99: loop.percentile(99) / 1e6,
      // The process's CPU time, all its threads (sharp's, the vision models').
      cpuMs: (used.user + used.system) / 1000,
      gcMs: gc.ms,
      gcMax: gc.max,
      gcMaxKind: gc.maxKind,
      heapMb: process.memoryUsage().heapUsed / 2 ** 20,
      ...pool,
    };
    loop.reset();
    cpu = process.cpuUsage();
    gc = { ms: 0, max: 0, maxKind: 0 };
    pool = { acquires: 0, waitMax: 0, waitsOver10: 0, connects: 0, connectMax: 0 };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}
