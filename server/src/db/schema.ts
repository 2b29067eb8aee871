import type { ColumnType, Generated } from 'kysely';

/**
 * The typed tables of the database. Each migration that changes a table changes its interface
 * here too; a module's repository is the only code that queries its tables.
 */

/** A money amount: PostgreSQL numeric(10,2), read and written as a decimal string ('9.99'). */
export type Money = ColumnType<string, string, string>;

export interface AppliedSeedsTable {
  name: string;
  applied_at: Generated<Date>;
}

/** What a member is looking for (spec: peoplefor); its id travels as people_for. */
export interface PurposesTable {
  id: number;
  name: string;
  icon: string;
}

export interface InterestsTable {
  id: Generated<number>;
  name: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface PremiumPlansTable {
  id: number;
  days: number;
  type: string;
  price: Money;
  superlike_count: number;
  boost_count: number;
}

export interface BoostPlansTable {
  id: number;
  boost_count: number;
  price: Money;
}

export interface SuperlikePacksTable {
  id: number;
  superlike_count: number;
  price: Money;
}

export interface HelpPagesTable {
  id: number;
  title: string;
  /** Sanitised HTML. */
  description: string;
}

export interface Database {
  applied_seeds: AppliedSeedsTable;
  purposes: PurposesTable;
  interests: InterestsTable;
  settings: SettingsTable;
  premium_plans: PremiumPlansTable;
  boost_plans: BoostPlansTable;
  superlike_packs: SuperlikePacksTable;
  help_pages: HelpPagesTable;
}
