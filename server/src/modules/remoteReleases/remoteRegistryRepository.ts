import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  Database,
  RemoteChannelsTable,
  RemoteHistoryAction,
  RemoteHistoryTable,
  RemoteVersionsTable,
} from '../../db/schema';

export type RemoteVersionRow = Selectable<RemoteVersionsTable>;
export type RemoteChannelRow = Selectable<RemoteChannelsTable>;
export type RemoteHistoryRow = Selectable<RemoteHistoryTable>;

/** A remote's live versions as a change leaves them. */
export interface ChannelState {
  stable: string | null;
  canary: string | null;
  canaryShare: number;
  canarySince: Date | null;
}

export interface NewVersion {
  remote: string;
  version: string;
  sequence: number;
  filesKey: string;
  entryUrl: string;
  shared: Record<string, string>;
  exposes: string[];
  contractVersion: string;
  publishedBy: string;
  publishedAt: Date;
}

export interface HistoryEntry {
  action: RemoteHistoryAction;
  version: string | null;
  previousStable: string | null;
  reason: string;
  actor: string;
  at: Date;
}

/** The registry's SQL: versions, live channels, history and load reports. */
export class RemoteRegistryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` in one transaction holding the remote's advisory lock: changes of one remote
   * (two publishes at once, a promote during an automatic rollback) land one after the other,
   * each seeing the one before, so none is lost.
   */
  serialised<T>(remote: string, work: (repository: RemoteRegistryRepository) => Promise<T>) {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`remote-registry:${remote}`}))`.execute(
        trx,
      );
      return work(new RemoteRegistryRepository(trx));
    });
  }

  async nextSequence(remote: string): Promise<number> {
    const row = await this.db
      .selectFrom('remote_versions')
      .select((eb) => eb.fn.max('sequence').as('last'))
      .where('remote', '=', remote)
      .executeTakeFirst();
    return Number(row?.last ?? 0) + 1;
  }

  async insertVersion(version: NewVersion): Promise<void> {
    await this.db
      .insertInto('remote_versions')
      .values({
        remote: version.remote,
        version: version.version,
        sequence: version.sequence,
        files_key: version.filesKey,
        entry_url: version.entryUrl,
        shared: JSON.stringify(version.shared),
        exposes: JSON.stringify(version.exposes),
        contract_version: version.contractVersion,
        published_by: version.publishedBy,
        published_at: version.publishedAt,
      })
      .execute();
  }

  findVersion(remote: string, version: string): Promise<RemoteVersionRow | undefined> {
    return this.db
      .selectFrom('remote_versions')
      .selectAll()
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  async channel(remote: string): Promise<ChannelState> {
    const row = await this.db
      .selectFrom('remote_channels')
      .selectAll()
      .where('remote', '=', remote)
      .executeTakeFirst();
    return {
      stable: row?.stable_version ?? null,
      canary: row?.canary_version ?? null,
      canaryShare: row?.canary_share ?? 0,
      canarySince: row?.canary_since ?? null,
    };
  }

  /** Sets the remote's live versions and records the change with them, in the same transaction. */
  async change(remote: string, state: ChannelState, entry: HistoryEntry): Promise<void> {
    const values = {
      stable_version: state.stable,
      canary_version: state.canary,
      canary_share: state.canaryShare,
      canary_since: state.canarySince,
    };
    await this.db
      .insertInto('remote_channels')
      .values({ remote, ...values })
      .onConflict((conflict) => conflict.column('remote').doUpdateSet(values))
      .execute();
    await this.db
      .insertInto('remote_history')
      .values({
        remote,
        action: entry.action,
        version: entry.version,
        stable_version: state.stable,
        previous_stable: entry.previousStable,
        canary_version: state.canary,
        canary_share: state.canaryShare,
        reason: entry.reason,
        actor: entry.actor,
        at: entry.at,
      })
      .execute();
  }

  /**
   * The stable version before `stable` went live by a promote: where a rollback goes back to
   * (undefined: it was never promoted, e.g. a rollback chose it).
   */
  async stableBefore(remote: string, stable: string): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('remote_history')
      .select('previous_stable')
      .where('remote', '=', remote)
      .where('action', '=', 'promote')
      .where('stable_version', '=', stable)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? row.previous_stable : undefined;
  }

  /** Every channel and every version's entry: what /api/remotes answers from. */
  async liveState(): Promise<{
    channels: RemoteChannelRow[];
    versions: Pick<RemoteVersionRow, 'remote' | 'version' | 'entry_url'>[];
  }> {
    const [channels, versions] = await Promise.all([
      this.db.selectFrom('remote_channels').selectAll().execute(),
      this.db.selectFrom('remote_versions').select(['remote', 'version', 'entry_url']).execute(),
    ]);
    return { channels, versions };
  }

  versions(): Promise<RemoteVersionRow[]> {
    return this.db
      .selectFrom('remote_versions')
      .selectAll()
      .orderBy('remote')
      .orderBy('sequence')
      .execute();
  }

  history(): Promise<RemoteHistoryRow[]> {
    return this.db.selectFrom('remote_history').selectAll().orderBy('id').execute();
  }

  channels(): Promise<RemoteChannelRow[]> {
    return this.db.selectFrom('remote_channels').selectAll().execute();
  }

  async addReports(
    reports: readonly { remote: string; version: string; outcome: 'loaded' | 'failed' | 'error' }[],
    at: Date,
  ): Promise<void> {
    if (reports.length === 0) return;
    await this.db
      .insertInto('remote_reports')
      .values(reports.map((report) => ({ ...report, at })))
      .execute();
  }

  /** A version's reports since `since`: how many, and how many were failures or errors. */
  async outcomes(
    remote: string,
    version: string,
    since: Date,
  ): Promise<{ total: number; failures: number }> {
    const row = await this.db
      .selectFrom('remote_reports')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>(sql`case when outcome <> 'loaded' then 1 end`).as('failures'),
      ])
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('at', '>=', since)
      .executeTakeFirst();
    return { total: Number(row?.total ?? 0), failures: Number(row?.failures ?? 0) };
  }
}
