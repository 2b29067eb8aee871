import { sql, type Kysely } from 'kysely';

/**
 * The moderators' decisions on selfies waiting for review and on the photos the detector was
 * unsure of go to the audit log beside their actions: the log's action check takes
 * 'approve_selfie', 'refuse_selfie' and 'keep_photo'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check`.execute(
    db,
  );
  await sql`ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action in ('dismiss', 'warn', 'suspend', 'ban', 'remove_photo', 'approve_selfie', 'refuse_selfie', 'keep_photo'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM moderation_actions WHERE action in ('approve_selfie', 'refuse_selfie', 'keep_photo')`.execute(
    db,
  );
  await sql`ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check`.execute(
    db,
  );
  await sql`ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action in ('dismiss', 'warn', 'suspend', 'ban', 'remove_photo'))`.execute(
    db,
  );
}
