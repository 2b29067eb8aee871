import { sql, type Kysely } from 'kysely';

/**
 * What the `rank-signals` job needs to count again only the members whose reply rate or swipes
 * received may have changed, instead of every member (21 to 44 s at 1,000,000 members):
 *
 * - `rank_signal_changes`: triggers list whoever a written swipe, chat or message touches, in the
 *   writer's transaction (a swipe its target; a message its chat, both members' reply rates; a
 *   chat deleted its members). Unlike a high-water mark on `created_at`, the
 *   list holds rows committed late, rows written with an earlier time, and deletions (a rewind,
 *   a deleted member's swipes and chats). The count takes off what it saw.
 * - `rank_signals.recount_at`: when the first chat or swipe it counts leaves its window, so the
 *   member is counted again then (found by its index, written by the job only).
 * - `rank_signals_counted`: the one row of the last count's time (null: never, count everyone),
 *   locked by each count so that two never overlap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rank_signal_changes')
    .addColumn('member_id', 'integer')
    .addColumn('chat_id', 'integer')
    .execute();
  await db.schema
    .createTable('rank_signals_counted')
    .addColumn('one', 'boolean', (column) =>
      column
        .primaryKey()
        .defaultTo(true)
        .check(sql`one`),
    )
    .addColumn('counted_at', 'timestamptz')
    .execute();
  await sql`insert into rank_signals_counted (counted_at) values (null)`.execute(db);
  // Rows counted before: due at once (the first count counts everyone anyway).
  await db.schema
    .alterTable('rank_signals')
    .addColumn('recount_at', 'timestamptz', (column) =>
      column.notNull().defaultTo(sql`'-infinity'`),
    )
    .execute();
  await db.schema
    .alterTable('rank_signals')
    .alterColumn('recount_at', (column) => column.dropDefault())
    .execute();
  await db.schema
    .createIndex('rank_signals_recount_at')
    .on('rank_signals')
    .column('recount_at')
    .execute();

  await sql`create function rank_signal_swipe() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into rank_signal_changes (member_id) values (new.target_id);
  end if;
  if tg_op = 'DELETE' or old.target_id <> new.target_id then
    insert into rank_signal_changes (member_id) values (old.target_id);
  end if;
  return null;
end$$`.execute(db);
  await sql`create trigger rank_signal_swipe
    after insert or delete or update of target_id, created_at on swipes
    for each row execute function rank_signal_swipe()`.execute(db);

  // A chat counts once someone wrote in it, and a member's deletion turns their messages' sender
  // null: the messages list it. A chat deleted outright takes its messages along, and with them
  // the way from their chat to its members: it lists its members itself.
  await sql`create function rank_signal_chat() returns trigger language plpgsql as $$
begin
  insert into rank_signal_changes (member_id)
  select side from unnest(array[old.member_low, old.member_high]) as side where side is not null;
  return null;
end$$`.execute(db);
  await sql`create trigger rank_signal_chat after delete on chats
    for each row execute function rank_signal_chat()`.execute(db);

  await sql`create function rank_signal_message() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into rank_signal_changes (chat_id) values (new.chat_id);
  end if;
  if tg_op <> 'INSERT' then
    insert into rank_signal_changes (chat_id) values (old.chat_id);
  end if;
  return null;
end$$`.execute(db);
  await sql`create trigger rank_signal_message
    after insert or delete or update of chat_id, sender_id on chat_messages
    for each row execute function rank_signal_message()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['rank_signal_swipe', 'swipes'],
    ['rank_signal_chat', 'chats'],
    ['rank_signal_message', 'chat_messages'],
  ] as const) {
    await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.id(trigger)}()`.execute(db);
  }
  await db.schema.dropIndex('rank_signals_recount_at').execute();
  await db.schema.alterTable('rank_signals').dropColumn('recount_at').execute();
  await db.schema.dropTable('rank_signals_counted').execute();
  await db.schema.dropTable('rank_signal_changes').execute();
}
