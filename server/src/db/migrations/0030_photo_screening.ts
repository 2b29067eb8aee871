import type { Kysely } from 'kysely';

/**
 * What a profile photo was screened for at upload. `image_text` is the text OCR read in it and
 * `qr_payloads` what its QR codes hold (null until read). `held_reason` says why it waits for a
 * moderator (a MESSAGES text; null when it does not), with `held_evidence` (JSON: the contacts
 * found in its text, the banned or other members' photos it copies or whose face it shows).
 * A chat picture's text and QR codes are read at upload too (`chat_images`) and stay with the
 * message that sends it (`chat_messages`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('photos')
    .addColumn('image_text', 'text')
    .addColumn('qr_payloads', 'jsonb')
    .addColumn('held_reason', 'text')
    .addColumn('held_evidence', 'jsonb')
    .execute();
  for (const table of ['chat_images', 'chat_messages']) {
    await db.schema
      .alterTable(table)
      .addColumn('image_text', 'text')
      .addColumn('qr_payloads', 'jsonb')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_images', 'chat_messages']) {
    await db.schema.alterTable(table).dropColumn('image_text').dropColumn('qr_payloads').execute();
  }
  await db.schema
    .alterTable('photos')
    .dropColumn('image_text')
    .dropColumn('qr_payloads')
    .dropColumn('held_reason')
    .dropColumn('held_evidence')
    .execute();
}
