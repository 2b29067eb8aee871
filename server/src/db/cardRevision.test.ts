import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DEFAULT_LANGUAGE } from '@dating/contract/rules';
import { sql, type Kysely } from 'kysely';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { cardDetails } from '../modules/discovery/discoveryRepository';
import { ownProfile } from '../modules/profile/ownProfileRepository';
import {
  CARD_TABLES,
  MEMBERS_COLUMNS,
  liveSchema,
  revisionTriggers,
  type LiveSchema,
} from './cardRevision';
import { pointAt } from './pointAt';
import { prepareDatabase } from './prepareDatabase';
import type { Database } from './schema';

/** The statements kept in memory by profile_revision (CachedCards, CachedProfiles). */
const CACHED_READS = {
  card: (db: Kysely<Database>) => cardDetails.compile(db, DEFAULT_LANGUAGE, [1]),
  'own profile': (db: Kysely<Database>) => ownProfile.compile(db, DEFAULT_LANGUAGE, 1),
};

/** What the classification misses of the live schema, and what it lists that is gone. */
function unclassified(schema: LiveSchema) {
  const listed = new Set(Object.keys(MEMBERS_COLUMNS));
  return {
    missing: [...schema.membersColumns].filter((column) => !listed.has(column)),
    gone: [...listed].filter((column) => !schema.membersColumns.has(column)),
  };
}

/** A statement's tables and columns, as PostgreSQL resolves them: of a view made of it. */
async function usedBy(db: Kysely<Database>, statement: { sql: string; parameters: unknown[] }) {
  const literal = (value: unknown): string =>
    Array.isArray(value)
      ? `'{${value.join(',')}}'`
      : typeof value === 'number'
        ? String(value)
        : `'${String(value).replace(/'/g, "''")}'`;
  const text = statement.sql.replace(/\$(\d+)/g, (_, index: string) =>
    literal(statement.parameters[Number(index) - 1]),
  );
  await sql`drop view if exists cached_read`.execute(db);
  await sql.raw(`create temporary view cached_read as ${text}`).execute(db);
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.view_column_usage
    where view_name = 'cached_read'`.execute(db);
  await sql`drop view cached_read`.execute(db);
  return rows;
}

/** Thrown to roll a transaction back. */
class RolledBack extends Error {}

const revisionOf = async (db: Kysely<Database>, id: number) =>
  (
    await db
      .selectFrom('members')
      .select('profile_revision')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).profile_revision;

for (const backend of testBackends()) {
  describe(`card revision on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let memberId: number;

    before(async () => {
      database = await backend.open();
      db = database.handle.db;
      await prepareDatabase(db);
    });
    after(() => database?.close());
    beforeEach(async () => {
      ({ id: memberId } = await db
        .insertInto('members')
        .values({
          email: `revision-${Date.now()}-${Math.random()}@example.test`,
          password_hash: 'not-a-hash',
          name: 'Ann',
          birth_date: '1990-01-01',
          gender: 'female',
          location: 'Lyon',
          coordinates: pointAt(4.8, 45.7),
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    });

    it('classifies every column of members, and lists none that is gone', async () => {
      assert.deepEqual(unclassified(await liveSchema(db)), { missing: [], gone: [] });
    });

    it('finds a column added without classification', async () => {
      // Added and rolled back in one transaction, so the other tests keep the schema as it is.
      await assert.rejects(
        db.transaction().execute(async (trx) => {
          await sql`alter table members add column favourite_colour text`.execute(trx);
          assert.deepEqual(unclassified(await liveSchema<Database>(trx)).missing, [
            'favourite_colour',
          ]);
          throw new RolledBack();
        }),
        RolledBack,
      );
    });

    for (const [read, compile] of Object.entries(CACHED_READS)) {
      it(`the ${read} reads only shown columns of members and classified tables`, async () => {
        const used = await usedBy(db, compile(db));
        assert.ok(used.some((use) => use.table_name === 'members'));
        for (const { table_name: table, column_name: column } of used) {
          if (table === 'members') {
            assert.equal(
              MEMBERS_COLUMNS[column as keyof typeof MEMBERS_COLUMNS],
              'shown',
              `members.${column} is read by the ${read}: classify it 'shown' in db/cardRevision.ts`,
            );
          } else {
            assert.ok(
              table in CARD_TABLES,
              `${table} is read by the ${read}: list it in CARD_TABLES (db/cardRevision.ts) and write the triggers again`,
            );
          }
        }
      });
    }

    it('runs the triggers the lists write for this schema (a later column needs them written again)', async () => {
      for (const trigger of revisionTriggers(await liveSchema(db))) {
        const { rows } = await sql<{ prosrc: string }>`
          select p.prosrc from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = current_schema() and p.proname = ${trigger.name}`.execute(db);
        assert.equal(rows[0]?.prosrc, trigger.body, `${trigger.name} as the lists write it`);
        // The columns whose update runs it (none named: any update).
        const columns = await sql<{ attname: string }>`
          select a.attname from pg_trigger t
            join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
            join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
          where n.nspname = current_schema() and t.tgname = ${trigger.name}`.execute(db);
        assert.deepEqual(
          columns.rows.map(({ attname }) => attname).sort(),
          [...(trigger.columns ?? [])].sort(),
          `${trigger.name} runs on an update of the columns the lists name`,
        );
      }
      const members = revisionTriggers(await liveSchema(db)).find(
        ({ table }) => table === 'members',
      );
      for (const busy of ['online', 'last_seen', 'last_digest_at']) {
        assert.ok(!members?.columns?.includes(busy), `an update of ${busy} alone runs no trigger`);
      }
    });

    it('changes the revision with a shown column, not with presence or the digests', async () => {
      const first = await revisionOf(db, memberId);
      await db
        .updateTable('members')
        .set({ online: true, last_seen: new Date(), last_digest_at: new Date() })
        .where('id', '=', memberId)
        .execute();
      assert.equal(await revisionOf(db, memberId), first, 'presence leaves it');
      await db.updateTable('members').set({ bio: 'Hiking' }).where('id', '=', memberId).execute();
      assert.equal(await revisionOf(db, memberId), first + 1, 'the bio changes it');
      await db.updateTable('members').set({ bio: 'Hiking' }).where('id', '=', memberId).execute();
      assert.equal(await revisionOf(db, memberId), first + 1, 'writing the same value leaves it');
    });

    it('changes the revision with a photo, an answer and the text of an answered prompt', async () => {
      let revision = await revisionOf(db, memberId);
      const changes = async (what: string, change: () => Promise<unknown>) => {
        await change();
        const now = await revisionOf(db, memberId);
        assert.equal(now, revision + 1, what);
        revision = now;
      };
      await changes('a photo added', () =>
        db
          .insertInto('photos')
          .values({
            member_id: memberId,
            image_name: `revision-${memberId}.jpg`,
            blurred_name: `revision-${memberId}-blurred.jpg`,
            position: 0,
            created_at: new Date(),
          })
          .execute(),
      );
      const { id: promptId } = await db
        .insertInto('prompts')
        .values({ text: 'My ideal Sunday' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await changes('an answer given', () =>
        db
          .insertInto('member_prompts')
          .values({ member_id: memberId, prompt_id: promptId, answer: 'A long walk', position: 0 })
          .execute(),
      );
      await changes('the prompt reworded', () =>
        db
          .updateTable('prompts')
          .set({ text: 'My perfect Sunday' })
          .where('id', '=', promptId)
          .execute(),
      );
      await changes('the prompt translated', () =>
        db
          .insertInto('prompt_translations')
          .values({ prompt_id: promptId, language: 'fr', text: 'Mon dimanche idéal' })
          .execute(),
      );
      await changes('the photo removed', () =>
        db.deleteFrom('photos').where('member_id', '=', memberId).execute(),
      );
    });
  });
}
