// A slow machine on a fast one, for `pnpm bench:lighthouse`: Linux CPU cgroups cap how much of a
// core the product's server and the browser get, so a fast boot can audit as a slow phone's
// benchmark index would. Needs write access to the cgroup file system (root in a container).
import { chmodSync, existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const CGROUP_ROOT = '/sys/fs/cgroup';
/** Short periods spread the cap evenly, as a slower core would, rather than in long stalls. */
const PERIOD_US = 10_000;

/** cgroup v2 has one tree with cpu.max; v1 mounts the cpu controller under cpu/. */
function cpuControllerRoot(): { dir: string; v2: boolean } {
  if (existsSync(path.join(CGROUP_ROOT, 'cgroup.controllers')))
    return { dir: CGROUP_ROOT, v2: true };
  return { dir: path.join(CGROUP_ROOT, 'cpu'), v2: false };
}

/** Makes a group whose processes share `cores` cores' worth of time; returns its folder. */
function createGroup(name: string, cores: number): string {
  const root = cpuControllerRoot();
  const dir = path.join(root.dir, name);
  mkdirSync(dir, { recursive: true });
  const quota = Math.max(1000, Math.round(cores * PERIOD_US));
  if (root.v2) {
    writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
  } else {
    writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
  }
  return dir;
}

export interface SlowCores {
  /** An executable that starts Chromium inside the browser's group. */
  chromiumPath: string;
  describe: string;
  remove: () => void;
}

/**
 * Every core of this machine runs at `speed` (0 to 1) of its own for this process and its
 * children (the product's server), and the browser gets one such core in all. The browser's cap
 * is harsher than a slow machine's when several of its threads are busy at once.
 */
export function slowCores(speed: number, chromiumPath: string, workFolder: string): SlowCores {
  if (!(speed > 0 && speed < 1)) throw new Error(`A core speed is between 0 and 1, not ${speed}`);
  const tag = `dating-bench-${process.pid}`;
  const cores = availableParallelism();
  let server: string;
  let browser: string;
  try {
    server = createGroup(`${tag}-server`, cores * speed);
    browser = createGroup(`${tag}-browser`, speed);
    writeFileSync(path.join(server, 'cgroup.procs'), String(process.pid));
  } catch (error) {
    throw new Error(`Slowing the cores needs write access to ${CGROUP_ROOT} (run as root)`, {
      cause: error,
    });
  }
  const wrapper = path.join(workFolder, 'chromium-on-slow-cores.sh');
  writeFileSync(
    wrapper,
    `#!/bin/sh\necho $$ > ${path.join(browser, 'cgroup.procs')}\nexec ${chromiumPath} "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  return {
    chromiumPath: wrapper,
    describe: `cores slowed to ${Math.round(speed * 100)} % (server ${(cores * speed).toFixed(1)} cores, browser ${speed} of a core)`,
    remove: () => {
      // A group can go once its processes have left: move this process back to the root.
      const root = cpuControllerRoot().dir;
      writeFileSync(path.join(root, 'cgroup.procs'), String(process.pid));
      for (const group of [browser, server]) {
        try {
          rmdirSync(group);
        } catch {
          // A browser process still exiting keeps its group; the kernel frees it when empty.
        }
      }
    },
  };
}
