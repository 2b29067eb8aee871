import type { HelpPage, Purpose } from '@dating/contract/schemas';
import { DEFAULT_LANGUAGE, type Language } from '@dating/contract/rules';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  BoostPlansTable,
  Database,
  PremiumPlansTable,
  SuperlikePacksTable,
  TranslatedLanguage,
} from '../../db/schema';
import type { ContentDefaults } from './contentDefaults';
import type { ContentTranslation } from './defaultContentTranslations';

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

/** An interest as one language names it, with the English name members' profiles store. */
export interface InterestName {
  /** The English name: what members.interests holds, the same in every language. */
  canonical: string;
  name: string;
}

/**
 * English is the content tables' own text: a read in English joins no translation (the tables
 * hold none, so the left join finds nothing) and a translation missing in another language falls
 * back to it.
 */

/** The SQL of the content module: purposes, interests, settings, plans, packs, help pages. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listPurposes(language: Language): Promise<Purpose[]> {
    return this.db
      .selectFrom('purposes as p')
      .leftJoin('purpose_translations as t', (join) =>
        join.onRef('t.purpose_id', '=', 'p.id').on('t.language', '=', languageKey(language)),
      )
      .select(['p.id', sql<string>`coalesce(t.name, p.name)`.as('name'), 'p.icon'])
      .orderBy('p.id')
      .execute();
  }

  /** Sorted by the name in that language. */
  listInterests(language: Language): Promise<InterestName[]> {
    const name = sql<string>`coalesce(t.name, i.name)`;
    return this.db
      .selectFrom('interests as i')
      .leftJoin('interest_translations as t', (join) =>
        join.onRef('t.interest_id', '=', 'i.id').on('t.language', '=', languageKey(language)),
      )
      .select(['i.name as canonical', name.as('name')])
      .orderBy(name)
      .execute();
  }

  /** The English names of the interests these names (in any language, any letter case) name. */
  async canonicalInterestNames(names: readonly string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const lowered = names.map((name) => name.toLowerCase());
    const [english, others] = await Promise.all([
      this.db
        .selectFrom('interests')
        .select(['name as given', 'name as canonical'])
        .where(sql<string>`lower(name)`, 'in', lowered)
        .execute(),
      this.db
        .selectFrom('interest_translations as t')
        .innerJoin('interests as i', 'i.id', 't.interest_id')
        .select(['t.name as given', 'i.name as canonical'])
        .where(sql<string>`lower(t.name)`, 'in', lowered)
        .execute(),
    ]);
    return new Map(
      [...others, ...english].map(({ given, canonical }) => [given.toLowerCase(), canonical]),
    );
  }

  async setInterestTranslation(
    canonical: string,
    language: TranslatedLanguage,
    name: string,
  ): Promise<'saved' | 'no-interest' | 'name-taken'> {
    const interest = await this.db
      .selectFrom('interests')
      .select('id')
      .where(sql<string>`lower(name)`, '=', canonical.toLowerCase())
      .executeTakeFirst();
    if (!interest) return 'no-interest';
    const namesake = await this.db
      .selectFrom('interest_translations')
      .select('interest_id')
      .where('language', '=', language)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .where('interest_id', '<>', interest.id)
      .executeTakeFirst();
    if (namesake) return 'name-taken';
    await this.db
      .insertInto('interest_translations')
      .values({ interest_id: interest.id, language, name })
      .onConflict((conflict) => conflict.columns(['interest_id', 'language']).doUpdateSet({ name }))
      .execute();
    return 'saved';
  }

  /** Answers false when there is no such purpose. */
  async setPurposeName(id: number, language: Language, name: string): Promise<boolean> {
    if (!isTranslatedLanguage(language)) {
      const result = await this.db
        .updateTable('purposes')
        .set({ name })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    }
    const inserted = await this.db
      .insertInto('purpose_translations')
      .columns(['purpose_id', 'language', 'name'])
      .expression((eb) =>
        eb
          .selectFrom('purposes')
          .select([
            'id',
            sql<TranslatedLanguage>`${language}::text`.as('language'),
            sql<string>`${name}::text`.as('name'),
          ])
          .where('id', '=', id),
      )
      .onConflict((conflict) => conflict.columns(['purpose_id', 'language']).doUpdateSet({ name }))
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
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

  /** The settings' texts in one language other than English, for the keys translated in it. */
  async listSettingTranslations(language: TranslatedLanguage): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('setting_translations')
      .select(['key', 'value'])
      .where('language', '=', language)
      .execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async setSettingTranslation(
    key: string,
    language: TranslatedLanguage,
    value: string,
  ): Promise<void> {
    await this.db
      .insertInto('setting_translations')
      .values({ key, language, value })
      .onConflict((conflict) => conflict.columns(['key', 'language']).doUpdateSet({ value }))
      .execute();
  }

  async setSetting(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }

  listPremiumPlans(language: Language): Promise<PremiumPlanRow[]> {
    return this.db
      .selectFrom('premium_plans as p')
      .leftJoin('premium_plan_translations as t', (join) =>
        join.onRef('t.plan_id', '=', 'p.id').on('t.language', '=', languageKey(language)),
      )
      .select([
        'p.id',
        'p.days',
        sql<string>`coalesce(t.type, p.type)`.as('type'),
        'p.price',
        'p.superlike_count',
        'p.boost_count',
      ])
      .orderBy('p.id')
      .execute();
  }

  /** Answers false when there is no such plan. */
  async setPlanType(id: number, language: Language, type: string): Promise<boolean> {
    if (!isTranslatedLanguage(language)) {
      const result = await this.db
        .updateTable('premium_plans')
        .set({ type })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    }
    const inserted = await this.db
      .insertInto('premium_plan_translations')
      .columns(['plan_id', 'language', 'type'])
      .expression((eb) =>
        eb
          .selectFrom('premium_plans')
          .select([
            'id',
            sql<TranslatedLanguage>`${language}::text`.as('language'),
            sql<string>`${type}::text`.as('type'),
          ])
          .where('id', '=', id),
      )
      .onConflict((conflict) => conflict.columns(['plan_id', 'language']).doUpdateSet({ type }))
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
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

  listHelpPages(language: Language): Promise<HelpPage[]> {
    return this.db
      .selectFrom('help_pages as p')
      .leftJoin('help_page_translations as t', (join) =>
        join.onRef('t.page_id', '=', 'p.id').on('t.language', '=', languageKey(language)),
      )
      .select([
        'p.id',
        sql<string>`coalesce(t.title, p.title)`.as('title'),
        sql<string>`coalesce(t.description, p.description)`.as('description'),
      ])
      .orderBy('p.id')
      .execute();
  }

  /** The help texts stored in one language, without English filling in for a missing one. */
  storedHelpTexts(language: Language): Promise<{ id: number; description: string | null }[]> {
    if (!isTranslatedLanguage(language)) {
      return this.db.selectFrom('help_pages').select(['id', 'description']).execute();
    }
    return this.db
      .selectFrom('help_page_translations')
      .select(['page_id as id', 'description'])
      .where('language', '=', language)
      .execute();
  }

  /** Answers false when there is no such page. */
  async updateHelpPage(
    id: number,
    language: Language,
    changes: Partial<Pick<HelpPage, 'title' | 'description'>>,
  ): Promise<boolean> {
    if (!isTranslatedLanguage(language)) {
      const result = await this.db
        .updateTable('help_pages')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    }
    const page = await this.db
      .selectFrom('help_pages')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!page) return false;
    await this.db
      .insertInto('help_page_translations')
      .values({ page_id: id, language, ...changes })
      .onConflict((conflict) => conflict.columns(['page_id', 'language']).doUpdateSet(changes))
      .execute();
    return true;
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

  /**
   * One language's default texts, for the rows the database still has: a purpose, plan or page
   * by its id, an interest by its English name; a text already there (an admin's) is kept.
   */
  async insertTranslations(
    language: TranslatedLanguage,
    translation: ContentTranslation,
  ): Promise<void> {
    const [purposeIds, interests, planIds, pageIds] = await Promise.all([
      this.idsOf('purposes'),
      this.db.selectFrom('interests').select(['id', 'name']).execute(),
      this.idsOf('premium_plans'),
      this.idsOf('help_pages'),
    ]);
    const purposes = Object.entries(translation.purposes)
      .filter(([id]) => purposeIds.has(Number(id)))
      .map(([id, name]) => ({ purpose_id: Number(id), language, name }));
    const interestRows = interests.flatMap(({ id, name }) => {
      const translated = translation.interests[name];
      return translated === undefined ? [] : [{ interest_id: id, language, name: translated }];
    });
    const plans = Object.entries(translation.planTypes)
      .filter(([id]) => planIds.has(Number(id)))
      .map(([id, type]) => ({ plan_id: Number(id), language, type }));
    const pages = Object.entries(translation.helpPages)
      .filter(([id]) => pageIds.has(Number(id)))
      .map(([id, page]) => ({ page_id: Number(id), language, ...page }));

    if (purposes.length > 0) {
      await this.db
        .insertInto('purpose_translations')
        .values(purposes)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (interestRows.length > 0) {
      await this.db
        .insertInto('interest_translations')
        .values(interestRows)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (plans.length > 0) {
      await this.db
        .insertInto('premium_plan_translations')
        .values(plans)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (pages.length > 0) {
      await this.db
        .insertInto('help_page_translations')
        .values(pages)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }

  private async idsOf(table: 'purposes' | 'premium_plans' | 'help_pages'): Promise<Set<number>> {
    const rows = await this.db.selectFrom(table).select('id').execute();
    return new Set(rows.map((row) => row.id));
  }
}

/** English is the tables' own text; every other language has translation rows. */
export function isTranslatedLanguage(language: string): language is TranslatedLanguage {
  return language !== DEFAULT_LANGUAGE && ['fr', 'sp', 'ar'].includes(language);
}

/** As a translation row's key; English has none, so an English read joins nothing. */
function languageKey(language: Language) {
  return sql<TranslatedLanguage>`${language}`;
}
