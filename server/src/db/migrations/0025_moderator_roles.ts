import { sql, type Kysely } from 'kysely';

/**
 * Two ranks of moderators: 'admin' beside 'moderator' (an admin may act on moderators and lift
 * bans and suspensions), and the audit log's action check takes 'unban' and 'unsuspend'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE members DROP CONSTRAINT members_role_check`.execute(db);
  await sql`ALTER TABLE members ADD CONSTRAINT members_role_check CHECK (role in ('member', 'moderator', 'admin'))`.execute(
    db,
  );
  await sql`ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check`.execute(
    db,
  );
  await sql`ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action in ('dismiss', 'warn', 'suspend', 'ban', 'remove_photo', 'unban', 'unsuspend', 'approve_selfie', 'refuse_selfie', 'keep_photo'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM moderation_actions WHERE action in ('unban', 'unsuspend')`.execute(db);
  await sql`ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check`.execute(
    db,
  );
  await sql`ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action in ('dismiss', 'warn', 'suspend', 'ban', 'remove_photo', 'approve_selfie', 'refuse_selfie', 'keep_photo'))`.execute(
    db,
  );
  await sql`UPDATE members SET role = 'moderator' WHERE role = 'admin'`.execute(db);
  await sql`ALTER TABLE members DROP CONSTRAINT members_role_check`.execute(db);
  await sql`ALTER TABLE members ADD CONSTRAINT members_role_check CHECK (role in ('member', 'moderator'))`.execute(
    db,
  );
}
