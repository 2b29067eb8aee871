import {
  canaryBucket,
  type RemoteEntry,
  type RemoteReleasesRow,
  type RemoteReport,
} from '@dating/contract/schemas';
import type { Kysely } from 'kysely';
import type { RemoteConfig, RemoteReleasesConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../storage/fileStorage';
import {
  compatibilityProblems,
  REMOTE_BUILD_FILE,
  type RemoteBuildInfo,
  type ShellSingletons,
} from './compatibilityGate';
import { BuildRefusedError, storeBuild, type BuildFiles } from './remoteArtifacts';
import { announceRemoteChange } from './remoteReleaseNotices';
import type { ChannelState, RemoteRegistryRepository } from './remoteRegistryRepository';

/** A release command that cannot be done as asked (an unknown remote or version): 4xx. */
export class ReleaseRefusedError extends Error {
  override name = 'ReleaseRefusedError';
  constructor(
    message: string,
    readonly kind: 'unknown' | 'refused' = 'refused',
  ) {
    super(message);
  }
}

/** The version a report names for a remote's own copy (no registry release). */
export const BUILTIN = 'builtin';

/** How long a process answers from its copy of the registry without a change notice. */
const LIVE_STATE_MAX_AGE_MS = 5_000;

interface LiveRemote {
  stable: { version: string; entry: string } | null;
  canary: { version: string; entry: string; share: number } | null;
  /** Every registered version's entry: what a QA override may point at. */
  versions: Map<string, string>;
}

export interface RemoteRegistryDeps {
  repository: RemoteRegistryRepository;
  db: Kysely<Database>;
  storage: FileStorage;
  remotes: readonly RemoteConfig[];
  config: RemoteReleasesConfig;
  /** The gated singletons of the shell, read once (compatibilityGate.ts). */
  shellSingletons: () => ShellSingletons;
  /** The contract version this server serves (contractVersion()). */
  servedContract: string;
  now: () => Date;
}

/** Overrides a QA member asked for: the version of each remote by folder name. */
export type RemoteOverrides = ReadonlyMap<string, string>;

/**
 * The remote registry: publishes versions (through the compatibility gate), moves each remote's
 * stable and canary, records every change, answers where each member loads each remote from,
 * and sends a failing canary's members back to stable by itself.
 */
export class RemoteRegistry {
  private live: { at: number; remotes: Map<string, LiveRemote> } | null = null;
  private loading: Promise<Map<string, LiveRemote>> | null = null;

  constructor(private readonly deps: RemoteRegistryDeps) {}

  /** Forgets this process's copy: the next answer reads the registry again (a change notice). */
  forget(): void {
    this.live = null;
    this.loading = null;
  }

  private remoteConfig(folder: string): RemoteConfig {
    const remote = this.deps.remotes.find((candidate) => candidate.folder === folder);
    if (!remote) {
      const known = this.deps.remotes.map((candidate) => candidate.folder).join(', ');
      throw new ReleaseRefusedError(`unknown remote ${folder}: one of ${known}`, 'unknown');
    }
    return remote;
  }

  /**
   * Registers a build after the compatibility gate, its files stored under their content's
   * address; with `canaryShare`, it becomes the canary for that share of members at once.
   * Answers the new version id.
   */
  async publish(input: {
    remote: string;
    files: BuildFiles;
    canaryShare?: number;
    by: string;
  }): Promise<{ version: string; entry: string }> {
    const { remote, files, by } = input;
    this.remoteConfig(remote);
    if (!files.has('remoteEntry.js')) {
      throw new BuildRefusedError('the build has no remoteEntry.js at its top');
    }
    const build = readBuildInfo(files);
    const problems = compatibilityProblems(
      remote,
      build,
      this.deps.shellSingletons(),
      this.deps.servedContract,
    );
    if (problems.length > 0) {
      throw new BuildRefusedError(`${remote} cannot go live: ${problems.join('; ')}`);
    }
    const { filesKey, entryUrl } = await storeBuild(this.deps.storage, remote, files);
    const hash = filesKey.slice(filesKey.lastIndexOf('/') + 1);
    const published = await this.deps.repository.serialised(remote, async (repository) => {
      const sequence = await repository.nextSequence(remote);
      const version = `${sequence}-${hash.slice(0, 8)}`;
      const at = this.deps.now();
      await repository.insertVersion({
        remote,
        version,
        sequence,
        filesKey,
        entryUrl,
        shared: build.shared,
        exposes: build.exposes,
        contractVersion: build.contractVersion,
        publishedBy: by,
        publishedAt: at,
      });
      const state = await repository.channel(remote);
      const canary =
        input.canaryShare === undefined
          ? state
          : canaryState(state, version, input.canaryShare, at);
      await repository.change(remote, canary, {
        action: 'publish',
        version,
        previousStable: state.stable,
        reason: input.canaryShare === undefined ? '' : `canary for ${input.canaryShare}%`,
        actor: by,
        at,
      });
      return { version, entry: entryUrl };
    });
    await this.announce(remote);
    return published;
  }

  /** Makes a registered version the remote's canary for `share` percent of members. */
  async canary(remote: string, version: string, share: number, by: string): Promise<void> {
    this.remoteConfig(remote);
    await this.deps.repository.serialised(remote, async (repository) => {
      await this.registered(repository, remote, version);
      const state = await repository.channel(remote);
      const at = this.deps.now();
      await repository.change(remote, canaryState(state, version, share, at), {
        action: 'canary',
        version,
        previousStable: state.stable,
        reason: `canary for ${share}%`,
        actor: by,
        at,
      });
    });
    await this.announce(remote);
  }

  /** The canary (or the named version) becomes stable for every member; the canary ends. */
  async promote(remote: string, version: string | undefined, by: string): Promise<void> {
    this.remoteConfig(remote);
    await this.deps.repository.serialised(remote, async (repository) => {
      const state = await repository.channel(remote);
      const target = version ?? state.canary;
      if (!target) {
        throw new ReleaseRefusedError(`${remote} has no canary to promote: name a version`);
      }
      await this.registered(repository, remote, target);
      await repository.change(
        remote,
        { ...noCanary, stable: target },
        {
          action: 'promote',
          version: target,
          previousStable: state.stable,
          reason: '',
          actor: by,
          at: this.deps.now(),
        },
      );
    });
    await this.announce(remote);
  }

  /**
   * Back to the stable before the current one went live (the remote's own copy when there was
   * none), or to the named version; the canary ends either way.
   */
  async rollback(remote: string, version: string | undefined, by: string): Promise<void> {
    this.remoteConfig(remote);
    await this.deps.repository.serialised(remote, async (repository) => {
      const state = await repository.channel(remote);
      let target: string | null;
      if (version) {
        await this.registered(repository, remote, version);
        target = version;
      } else if (state.stable) {
        target = (await repository.stableBefore(remote, state.stable)) ?? null;
      } else if (state.canary) {
        target = null; // only the canary ends
      } else {
        throw new ReleaseRefusedError(`${remote} has no release to roll back`);
      }
      await repository.change(
        remote,
        { ...noCanary, stable: target },
        {
          action: 'rollback',
          version: target,
          previousStable: state.stable,
          reason: '',
          actor: by,
          at: this.deps.now(),
        },
      );
    });
    await this.announce(remote);
  }

  /** Every remote's releases: its stable and canary, its versions and its history. */
  async list(): Promise<RemoteReleasesRow[]> {
    const { repository } = this.deps;
    const [channels, versions, history] = await Promise.all([
      repository.channels(),
      repository.versions(),
      repository.history(),
    ]);
    return this.deps.remotes.map(({ folder }) => {
      const channel = channels.find((row) => row.remote === folder);
      return {
        remote: folder,
        stable: channel?.stable_version ?? null,
        canary: channel?.canary_version ?? null,
        canaryShare: channel?.canary_version ? channel.canary_share : 0,
        versions: versions
          .filter((row) => row.remote === folder)
          .map((row) => ({
            version: row.version,
            contractVersion: row.contract_version,
            exposes: row.exposes,
            shared: row.shared,
            publishedBy: row.published_by,
            publishedAt: row.published_at.toISOString(),
          })),
        history: history
          .filter((row) => row.remote === folder)
          .map((row) => ({
            action: row.action,
            version: row.version,
            stable: row.stable_version,
            canary: row.canary_version,
            canaryShare: row.canary_share,
            reason: row.reason,
            by: row.actor,
            at: row.at.toISOString(),
          })),
      };
    });
  }

  /**
   * Where the member (null: a visitor) loads each remote from: REMOTE_<NAME>_URL when set, else
   * the honoured override, the canary when the member's bucket falls in its share, the stable,
   * or this server's own copy.
   */
  async entriesFor(memberId: number | null, overrides: RemoteOverrides): Promise<RemoteEntry[]> {
    const live = await this.liveRemotes();
    return this.deps.remotes.map((remote) => {
      const base = { name: remote.name, remote: remote.folder };
      if (remote.entryOverride) {
        return {
          ...base,
          entry: remote.entryOverride,
          version: BUILTIN,
          channel: 'fixed' as const,
        };
      }
      const state = live.get(remote.folder);
      const asked = overrides.get(remote.folder);
      const overridden = asked === undefined ? undefined : state?.versions.get(asked);
      if (asked !== undefined && overridden !== undefined) {
        return { ...base, entry: overridden, version: asked, channel: 'override' as const };
      }
      const { canary, stable } = state ?? { canary: null, stable: null };
      if (canary && memberId !== null && canaryBucket(memberId, canary.version) < canary.share) {
        return {
          ...base,
          entry: canary.entry,
          version: canary.version,
          channel: 'canary' as const,
        };
      }
      if (stable) {
        return {
          ...base,
          entry: stable.entry,
          version: stable.version,
          channel: 'stable' as const,
        };
      }
      return {
        ...base,
        entry: `${remote.servedAt}remoteEntry.js`,
        version: BUILTIN,
        channel: 'builtin' as const,
      };
    });
  }

  /**
   * Whether some members load another copy of the remote than this server's own: a stable or a
   * canary release (the pages then preload none of the own copy's files).
   */
  async hasRelease(folder: string): Promise<boolean> {
    const state = (await this.liveRemotes()).get(folder);
    return Boolean(state?.stable ?? state?.canary);
  }

  /**
   * Records the shell's load reports (unknown remotes and versions left out), then judges each
   * reported remote's canary: it ends by itself when its failure rate over the window exceeds
   * the stable's by more than the margin, with enough reports to tell.
   */
  async report(reports: readonly RemoteReport[]): Promise<void> {
    const live = await this.liveRemotes();
    const known = reports.filter((report) => {
      const state = live.get(report.remote);
      if (!this.deps.remotes.some((remote) => remote.folder === report.remote)) return false;
      return report.version === BUILTIN || (state?.versions.has(report.version) ?? false);
    });
    await this.deps.repository.addReports(known, this.deps.now());
    const remotes = new Set(known.map((report) => report.remote));
    for (const remote of remotes) {
      const canary = live.get(remote)?.canary;
      if (canary) await this.judgeCanary(remote, canary.version);
    }
  }

  private async judgeCanary(remote: string, canaryVersion: string): Promise<void> {
    const { config } = this.deps;
    const rolledBack = await this.deps.repository.serialised(remote, async (repository) => {
      const state = await repository.channel(remote);
      if (state.canary !== canaryVersion) return false; // changed meanwhile
      const windowStart = this.deps.now().getTime() - config.canaryWindowMinutes * 60_000;
      // Reports from before this canary began judge an earlier one, not it.
      const since = new Date(Math.max(windowStart, state.canarySince?.getTime() ?? 0));
      const canary = await repository.outcomes(remote, canaryVersion, since);
      if (canary.total < config.canaryMinReports) return false;
      const stable = await repository.outcomes(remote, state.stable ?? BUILTIN, since);
      const canaryRate = canary.failures / canary.total;
      const stableRate = stable.total === 0 ? 0 : stable.failures / stable.total;
      if (canaryRate - stableRate <= config.canaryMargin) return false;
      const percent = (rate: number) => `${Math.round(rate * 100)}%`;
      await repository.change(
        remote,
        { ...noCanary, stable: state.stable },
        {
          action: 'automatic_rollback',
          version: canaryVersion,
          previousStable: state.stable,
          reason:
            `canary ${canaryVersion} failed ${canary.failures} of ${canary.total} loads (${percent(canaryRate)}) ` +
            `in ${config.canaryWindowMinutes} min; stable ${state.stable ?? BUILTIN} ${percent(stableRate)} ` +
            `of ${stable.total}; margin ${percent(config.canaryMargin)}`,
          actor: 'automatic',
          at: this.deps.now(),
        },
      );
      return true;
    });
    if (rolledBack) await this.announce(remote);
  }

  private async registered(repository: RemoteRegistryRepository, remote: string, version: string) {
    if (!(await repository.findVersion(remote, version))) {
      throw new ReleaseRefusedError(`${remote} has no version ${version}`, 'unknown');
    }
  }

  private async announce(remote: string): Promise<void> {
    this.forget();
    await announceRemoteChange(this.deps.db, remote);
  }

  private async liveRemotes(): Promise<Map<string, LiveRemote>> {
    const { live } = this;
    if (live && Date.now() - live.at < LIVE_STATE_MAX_AGE_MS) return live.remotes;
    if (this.loading) return this.loading;
    const loading = this.readLive();
    this.loading = loading;
    try {
      const remotes = await loading;
      // A notice that came in meanwhile forgot this read: it is not kept.
      if (this.loading === loading) this.live = { at: Date.now(), remotes };
      return remotes;
    } finally {
      if (this.loading === loading) this.loading = null;
    }
  }

  private async readLive(): Promise<Map<string, LiveRemote>> {
    const { channels, versions } = await this.deps.repository.liveState();
    const remotes = new Map<string, LiveRemote>();
    for (const row of versions) {
      const remote = remotes.get(row.remote) ?? { stable: null, canary: null, versions: new Map() };
      remote.versions.set(row.version, row.entry_url);
      remotes.set(row.remote, remote);
    }
    for (const channel of channels) {
      const remote = remotes.get(channel.remote);
      if (!remote) continue;
      const stableEntry = channel.stable_version && remote.versions.get(channel.stable_version);
      if (channel.stable_version && stableEntry) {
        remote.stable = { version: channel.stable_version, entry: stableEntry };
      }
      const canaryEntry = channel.canary_version && remote.versions.get(channel.canary_version);
      if (channel.canary_version && canaryEntry) {
        remote.canary = {
          version: channel.canary_version,
          entry: canaryEntry,
          share: channel.canary_share,
        };
      }
    }
    return remotes;
  }
}

const noCanary: Omit<ChannelState, 'stable'> = { canary: null, canaryShare: 0, canarySince: null };

/**
 * The remote's channels with `version` as its canary for `share`. A member's bucket is drawn
 * from the version id (canaryBucket(member, version)): the same members again when the same
 * version is a canary again, and a share raised keeps those already in.
 */
function canaryState(state: ChannelState, version: string, share: number, at: Date): ChannelState {
  return { stable: state.stable, canary: version, canaryShare: share, canarySince: at };
}

/** The build's remote-build.json, checked for the fields the gate reads. */
function readBuildInfo(files: BuildFiles): RemoteBuildInfo {
  const file = files.get(REMOTE_BUILD_FILE);
  if (!file) {
    throw new BuildRefusedError(
      `the build has no ${REMOTE_BUILD_FILE} (build it with the shared federation preset)`,
    );
  }
  let info: unknown;
  try {
    info = JSON.parse(file.toString('utf8'));
  } catch {
    throw new BuildRefusedError(`${REMOTE_BUILD_FILE} is not JSON`);
  }
  const record = (info ?? {}) as Partial<Record<keyof RemoteBuildInfo, unknown>>;
  const isStringRecord = (value: unknown): value is Record<string, string> =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string');
  if (
    typeof record.name !== 'string' ||
    typeof record.contractVersion !== 'string' ||
    !isStringRecord(record.shared) ||
    !Array.isArray(record.exposes) ||
    !record.exposes.every((expose) => typeof expose === 'string')
  ) {
    throw new BuildRefusedError(
      `${REMOTE_BUILD_FILE} must name the container, its contract version, shared versions and exposes`,
    );
  }
  return {
    name: record.name,
    contractVersion: record.contractVersion,
    shared: record.shared,
    exposes: record.exposes,
  };
}
