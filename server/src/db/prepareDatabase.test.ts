import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { CONTENT_DEFAULTS } from '../modules/content/contentDefaults';
import { ContentRepository } from '../modules/content/contentRepository';
import { ContentService } from '../modules/content/contentService';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { prepareDatabase } from './prepareDatabase';
import type { Database } from './schema';

const CONTENT_TABLES = [
  'purposes',
  'interests',
  'settings',
  'premium_plans',
  'boost_plans',
  'superlike_packs',
  'help_pages',
] as const;

type ContentTable = (typeof CONTENT_TABLES)[number];

async function rowCounts(db: Kysely<Database>): Promise<Partial<Record<ContentTable, number>>> {
  const counts: Partial<Record<ContentTable, number>> = {};
  for (const table of CONTENT_TABLES) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}

for (const backend of testBackends()) {
  describe(`database preparation on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;

    before(async () => {
      database = await backend.open();
      db = database.handle.db;
      await prepareDatabase(db);
    });
    after(() => database?.close());

    it('seeds every content table on the first start', async () => {
      const { interests, ...fixed } = await rowCounts(db);

      assert.ok((interests ?? 0) >= 30);
      assert.deepEqual(fixed, {
        purposes: 5,
        settings: Object.keys(CONTENT_DEFAULTS.settings).length,
        premium_plans: 3,
        boost_plans: 3,
        superlike_packs: 3,
        help_pages: 4,
      });
    });

    it('changes nothing when it runs again', async () => {
      const before = await rowCounts(db);

      await prepareDatabase(db);
      await prepareDatabase(db);

      assert.deepEqual(await rowCounts(db), before);
    });

    it('keeps admin edits across restarts instead of seeding the defaults back', async () => {
      const content = new ContentService(new ContentRepository(db));
      await content.removeInterest('Yoga');
      await content.setPrice('plans', 1, '12.50');

      await prepareDatabase(db);

      assert.ok(!(await content.listInterestNames()).includes('Yoga'));
      const plans = await content.listPremiumPlans();
      assert.equal(plans.find((plan) => plan.id === 1)?.price, '12.50');
    });
  });
}
