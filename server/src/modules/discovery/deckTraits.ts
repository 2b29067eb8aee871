import {
  FILTER_FIELDS,
  GENDER_FIELD,
  GENDER_IDENTITY_FIELD,
  MIN_COMMON_QUESTIONS,
  type FilterCriterion,
} from '@dating/contract/schemas';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { filterableValue } from '../profile/profileFieldColumns';

/**
 * The dealbreakers of many values (purposes, identities, orientation, languages, family plans,
 * has answered questions) as tokens the positions' index holds (members_deck_position,
 * intarray's signatures), so the deck's scan skips whoever misses them inside the index. Checked
 * on each member's row, a searcher wanting one purpose and one family plan read 3,197 rows, each
 * a random read of the table, to keep the 80 of a page at 1,000,000 members (up to 71 ms of a
 * quiet statement).
 *
 * A member's tokens (`members.deck_traits`, a stored generated column: the index's signatures
 * are lossy, so each member it keeps is checked again on the row, which computed them would cost
 * every time) are `hashtext('<criterion>:<value>')` of each value a filter can see of them
 * (`filterableValue`: a hidden field has none), and TOKEN_ANY, which a criterion that keeps
 * everyone asks for (a preference, nothing wanted). The index may keep a few who miss (a hash's
 * or a signature's collision), which the criteria (deckCriteria.ts) still keep out; it never
 * drops someone they keep, as long as the column is computed by this file's function:
 * writeDeckTraits writes both again, and deckTraits.test.ts fails when the installed function
 * differs from this file's.
 */

/** The token every member holds: what a criterion that keeps everyone asks for. */
const TOKEN_ANY = 0;

/** intarray's schema: on the search path, its int[] operators would replace the built-in ones. */
const INTARRAY = 'intarray';

/** A row's columns by name: the searcher's, the listed member's or a function's parameters. */
type Columns = (name: string) => RawBuilder<unknown>;

interface DeckTrait {
  criterion: FilterCriterion;
  /** What the searcher's filter wants, as text[] (empty: everyone), from their columns. */
  wanted: (column: Columns) => RawBuilder<unknown>;
  /** The member's values a filter sees, as text[], from their columns. */
  values: (column: Columns) => RawBuilder<unknown>;
}

/** The one value of the answered trait: enough answers for a match percentage. */
const ANSWERED_ENOUGH = sql`array[${sql.lit('enough')}]`;

const DECK_TRAITS: readonly DeckTrait[] = [
  {
    criterion: 'purposes',
    wanted: (column) => sql`${column('filter_purposes')}::text[]`,
    values: (column) => sql`${column('purposes')}::text[]`,
  },
  ...FILTER_FIELDS.map((field): DeckTrait => ({
    // The identity field is the identities criterion's (deckCriteria.ts).
    criterion: field.name === GENDER_IDENTITY_FIELD.name ? 'identities' : field.name,
    wanted: (column) => column(`filter_${field.name}`),
    values: (column) =>
      field.kind === 'list'
        ? filterableValue(field, column)
        : sql`array[${filterableValue(field, column)}]`,
  })),
  {
    // What answeredAtLeast(MIN_COMMON_QUESTIONS) says, from the count of answers.
    criterion: 'answered',
    wanted: (column) =>
      sql`case when ${column('filter_answered')} then ${ANSWERED_ENOUGH} else '{}'::text[] end`,
    values: (column) =>
      sql`case when ${column('questions_answered')} >= ${sql.lit(MIN_COMMON_QUESTIONS)}
        then ${ANSWERED_ENOUGH} end`,
  },
];

/** The member's columns the traits read, as the function's parameters: name and type. */
const TRAIT_COLUMNS: readonly (readonly [string, string])[] = [
  ['purposes', 'integer[]'],
  ['field_privacy', 'jsonb'],
  [GENDER_FIELD.name, 'text'],
  ...FILTER_FIELDS.map((field) => [field.name, field.kind === 'list' ? 'text[]' : 'text'] as const),
  ['questions_answered', 'integer'],
];

/**
 * The tokens of `values` (text[]) for `criterion`; deck_tokens of `schema` when named: inside a
 * function a column's generation or an index build calls, PostgreSQL 17 (PGlite's) runs with a
 * search path of pg_catalog alone.
 */
const tokens = (criterion: string, values: RawBuilder<unknown>, schema?: string) =>
  sql<number[]>`${schema === undefined ? sql`` : sql`${sql.id(schema)}.`}deck_tokens(${sql.lit(
    criterion,
  )}::text, ${values})`;

const scanColumn = (criterion: FilterCriterion) => `scan_traits_${criterion}`;

/** The searcher's columns (in the deck's `s`) of what each trait asks: scanTraits writes them. */
export const SCAN_TRAIT_COLUMNS = DECK_TRAITS.map(({ criterion }) => scanColumn(criterion));

/**
 * What the searcher's dealbreakers ask of the traits, of their row's columns (`column`): one
 * array of tokens per trait, as SCAN_TRAIT_COLUMNS names it; a member passes a trait holding any
 * of its tokens.
 */
export function scanTraits(
  column: Columns,
  isPreference: (criterion: FilterCriterion) => RawBuilder<boolean>,
) {
  return DECK_TRAITS.map(({ criterion, wanted }) =>
    sql<number[]>`case
      when not ${isPreference(criterion)} and cardinality(${wanted(column)}) > 0
      then ${tokens(criterion, wanted(column))}
      else array[${sql.lit(TOKEN_ANY)}] end`.as(scanColumn(criterion)),
  );
}

/**
 * That the member of alias `row` holds one of `wanted`'s tokens in `deck_traits`, the column
 * the index holds, as the index reads it.
 */
export const holdsAnyOf = (row: string, wanted: RawBuilder<number[]>) =>
  sql<SqlBool>`${sql.ref(`${row}.deck_traits`)} operator(${sql.raw(INTARRAY)}.&&) ${wanted}`;

/** A function the traits are written with: its name, parameters and body (pg_proc.prosrc). */
export interface TraitFunction {
  name: string;
  parameters: string;
  body: string;
}

/** deck_tokens and deck_traits_of as this file writes them in `schema` (deckTraits.test.ts). */
export function deckTraitFunctions<DB>(db: Kysely<DB>, schema: string): TraitFunction[] {
  const traits = sql
    .join(
      [
        sql`array[${sql.lit(TOKEN_ANY)}]`,
        ...DECK_TRAITS.map(({ criterion, values }) =>
          tokens(
            criterion,
            values((name) => sql.ref(name)),
            schema,
          ),
        ),
      ],
      sql` || `,
    )
    .compile(db);
  // Every value is written in: a function's body takes no parameters.
  if (traits.parameters.length > 0) throw new Error('deck_traits_of: a value was not written in');
  return [
    {
      name: 'deck_tokens',
      parameters: 'criterion text, wanted text[]',
      body: `select coalesce(array_agg(hashtext(criterion || ':' || value)), '{}')
        from unnest(wanted) as value where value is not null`,
    },
    {
      name: 'deck_traits_of',
      parameters: TRAIT_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '),
      body: `select ${traits.sql}`,
    },
  ];
}

/**
 * Writes intarray, the functions, `members.deck_traits` and the positions' index with it
 * (migration 0054); a migration that changes what a filter sees of a field, or adds a filterable
 * field, calls it again. The column is written anew (a rewrite of the table): kept, it would hold
 * what the former function computed, and the index would drop members the criteria keep.
 */
export async function writeDeckTraits(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists ${sql.id(INTARRAY)}`.execute(db);
  await sql`create extension if not exists intarray with schema ${sql.id(INTARRAY)}`.execute(db);
  await sql`drop index if exists members_deck_position`.execute(db);
  await sql`alter table members drop column if exists deck_traits`.execute(db);
  // Another list of columns would make a second function beside it.
  await sql`drop function if exists deck_traits_of`.execute(db);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  for (const { name, parameters, body } of deckTraitFunctions(db, schema)) {
    await sql
      .raw(
        `create or replace function ${name}(${parameters}) returns integer[]
          language sql immutable parallel safe as $$${body}$$`,
      )
      .execute(db);
  }
  await sql`alter table members add column deck_traits integer[] not null
    generated always as (deck_traits_of(${sql.join(
      TRAIT_COLUMNS.map(([name]) => sql.ref(name)),
    )})) stored`.execute(db);
  await sql`create index members_deck_position on members using gist (coordinates, birth_date,
    ${sql.ref(GENDER_FIELD.name)}, verified,
    deck_traits ${sql.raw(INTARRAY)}.gist__intbig_ops (siglen = 32))`.execute(db);
}
