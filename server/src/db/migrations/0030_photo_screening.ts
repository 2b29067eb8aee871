import type { Kysely } from 'kysely';

/**
 * What a profile photo was screened for at upload. `image_text` is the text OCR read in it and
 * `qr_payloads` what its QR codes hold (null until read). `held_reason` says why it waits for a
 * moderator (a MESSAGES text; null when it does not), with `held_evidence` (JSON: the contacts
 * found in its text, the banned or other members' photos it copies or whose face it shows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('photos')
    .addColumn('image_text', 'text')
    .addColumn('qr_payloads', 'jsonb')
    .addColumn('held_reason', 'text')
    .addColumn('held_evidence', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('photos')
    .dropColumn('image_text')
    .dropColumn('qr_payloads')
    .dropColumn('held_reason')
    .dropColumn('held_evidence')
    .execute();
}
