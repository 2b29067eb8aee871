import type { HelpPage, Purpose } from '@dating/shared/api';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  BoostPlansTable,
  Database,
  PremiumPlansTable,
  SuperlikePacksTable,
} from '../../db/schema';
import type { ContentDefaults } from './contentDefaults';

export type PremiumPlanRow = Selectable<PremiumPlansTable>;
export type BoostPlanRow = Selectable<BoostPlansTable>;
export type SuperlikePackRow = Selectable<SuperlikePacksTable>;

/** The priced catalogues, by the name the admin CLI uses for each. */
const PRICED_TABLES = {
  plans: 'premium_plans',
  boosts: 'boost_plans',
  superlikes: 'superlike_packs',
} as const;

export type PricedCatalogue = keyof typeof PRICED_TABLES;

/** The SQL of the content module: purposes, interests, settings, plans, packs, help pages. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listPurposes(): Promise<Purpose[]> {
    return this.db.selectFrom('purposes').select(['id', 'name', 'icon']).orderBy('id').execute();
  }

  async listInterestNames(): Promise<string[]> {
    const rows = await this.db.selectFrom('interests').select('name').orderBy('name').execute();
    return rows.map((row) => row.name);
  }

  /** Answers false when the interest already exists (in any letter case). */
  async addInterest(name: string): Promise<boolean> {
    const added = await this.db
      .insertInto('interests')
      .values({ name })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return added !== undefined;
  }

  async removeInterest(name: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('interests')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async listSettings(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('settings').select(['key', 'value']).execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async setSetting(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }

  listPremiumPlans(): Promise<PremiumPlanRow[]> {
    return this.db.selectFrom('premium_plans').selectAll().orderBy('id').execute();
  }

  listBoostPlans(): Promise<BoostPlanRow[]> {
    return this.db.selectFrom('boost_plans').selectAll().orderBy('id').execute();
  }

  listSuperlikePacks(): Promise<SuperlikePackRow[]> {
    return this.db.selectFrom('superlike_packs').selectAll().orderBy('id').execute();
  }

  /** Answers false when the catalogue has no such id. */
  async setPrice(catalogue: PricedCatalogue, id: number, price: string): Promise<boolean> {
    const result = await this.db
      .updateTable(PRICED_TABLES[catalogue])
      .set({ price })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  listHelpPages(): Promise<HelpPage[]> {
    return this.db
      .selectFrom('help_pages')
      .select(['id', 'title', 'description'])
      .orderBy('id')
      .execute();
  }

  /** Answers false when there is no such page. */
  async updateHelpPage(
    id: number,
    changes: Partial<Pick<HelpPage, 'title' | 'description'>>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('help_pages')
      .set(changes)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertDefaults(defaults: ContentDefaults): Promise<void> {
    await this.db
      .insertInto('purposes')
      .values([...defaults.purposes])
      .execute();
    await this.db
      .insertInto('interests')
      .values(defaults.interests.map((name) => ({ name })))
      .execute();
    await this.db
      .insertInto('settings')
      .values(Object.entries(defaults.settings).map(([key, value]) => ({ key, value })))
      .execute();
    await this.db
      .insertInto('premium_plans')
      .values([...defaults.premiumPlans])
      .execute();
    await this.db
      .insertInto('boost_plans')
      .values([...defaults.boostPlans])
      .execute();
    await this.db
      .insertInto('superlike_packs')
      .values([...defaults.superlikePacks])
      .execute();
    await this.db
      .insertInto('help_pages')
      .values([...defaults.helpPages])
      .execute();
  }
}
