import type { Language } from '@dating/contract/rules';
import type { Expression, Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema';
import { photosOfProfile } from '../photos/photosRepository';
import { answersIn } from '../prompts/promptsRepository';

/**
 * A member's profile photos (main first) and prompt answers (in `language`, in their order) as
 * two JSON columns, `photos` and `prompts`: what a profile or a card shows beside the member's row
 * (to others, without the photos held for a moderator).
 */
export function profilePartsColumns(
  db: Kysely<Database>,
  member: Expression<number>,
  language: Language | Expression<string>,
  seenBy: 'owner' | 'others',
) {
  return [
    jsonArrayFrom(photosOfProfile(db, member, seenBy)).as('photos'),
    jsonArrayFrom(
      answersIn(db, language).where('a.member_id', '=', member).orderBy('a.position'),
    ).as('prompts'),
  ] as const;
}
