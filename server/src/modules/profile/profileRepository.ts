import {
  SETTINGS_FLAGS,
  type FieldPrivacyChoices,
  type SettingsFlag,
} from '@dating/contract/schemas';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import { pointAt } from '../../db/pointAt';
import type { Database, FeedItemType, MembersTable } from '../../db/schema';
import { PROFILE_FIELD_COLUMNS, type ProfileFieldRow } from './profileFieldColumns';

/** What websetprofile reads before it changes anything: the values the rules compare against. */
export interface EditableMember extends Record<SettingsFlag, boolean>, ProfileFieldRow {
  id: number;
  name: string;
  location: string;
  longitude: number;
  latitude: number;
  premium_until: Date | null;
}

export interface MemberPhoto {
  id: number;
  image_name: string;
  blurred_name: string;
  card_name: string | null;
  position: number;
}

export interface NewFeedItem {
  type: FeedItemType;
  content: string;
  images: string[];
}

export interface MemberChange {
  fields: Omit<Updateable<MembersTable>, 'coordinates' | 'field_privacy'> & {
    field_privacy?: FieldPrivacyChoices;
  };
  coordinates?: { longitude: number; latitude: number };
}

/** The SQL of the profile calls: the member's own row, their photos' order, their feed items. */
export class ProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: ProfileRepository) => Promise<T>): Promise<T> {
    return this.db
      .transaction()
      .execute((trx: Transaction<Database>) => work(new ProfileRepository(trx)));
  }

  /** The member's editable state, locked for the rest of the transaction; undefined if gone. */
  findEditable(memberId: number): Promise<EditableMember | undefined> {
    return this.db
      .selectFrom('members')
      .select([
        'id',
        'name',
        ...PROFILE_FIELD_COLUMNS,
        'location',
        sql<number>`coordinates[0]`.as('longitude'),
        sql<number>`coordinates[1]`.as('latitude'),
        'premium_until',
        ...SETTINGS_FLAGS,
      ])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
  }

  async updateMember(memberId: number, change: MemberChange): Promise<void> {
    const { field_privacy: privacy, ...fields } = change.fields;
    const values = {
      ...fields,
      // jsonb: written as its JSON text (node-postgres would send an object as such too).
      ...(privacy && { field_privacy: JSON.stringify(privacy) }),
      ...(change.coordinates
        ? { coordinates: pointAt(change.coordinates.longitude, change.coordinates.latitude) }
        : {}),
    };
    if (Object.keys(values).length === 0) return;
    await this.db.updateTable('members').set(values).where('id', '=', memberId).execute();
  }

  /**
   * The interests of the admin's list these names name, as profiles store them (English): the
   * member chose from the list in their own language.
   */
  async knownInterests(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const rows = await this.db
      .selectFrom('interests as i')
      .select('i.name')
      .where((eb) =>
        eb.or([
          eb('i.name', 'in', names),
          eb.exists(
            eb
              .selectFrom('interest_translations as t')
              .select('t.interest_id')
              .whereRef('t.interest_id', '=', 'i.id')
              .where('t.name', 'in', names),
          ),
        ]),
      )
      .execute();
    return rows.map(({ name }) => name);
  }

  /** Which of these ids are purposes of the admin's list. */
  async knownPurposes(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('purposes').select('id').where('id', 'in', ids).execute();
    return rows.map(({ id }) => id);
  }

  /** The member's profile photos, the main one first. */
  photosOf(memberId: number): Promise<MemberPhoto[]> {
    return this.db
      .selectFrom('photos')
      .select([
        'id',
        'image_name',
        'blurred_name',
        'card_name',
        sql<number>`position`.as('position'),
      ])
      .where('member_id', '=', memberId)
      .where('position', 'is not', null)
      .orderBy('position')
      .execute();
  }

  /** Places the member's own pending upload last in their profile; false if there is none. */
  async placePendingUpload(
    memberId: number,
    imageName: string,
    position: number,
  ): Promise<boolean> {
    const placed = await this.db
      .updateTable('photos')
      .set({ position })
      .where('image_name', '=', imageName)
      .where('member_id', '=', memberId)
      .where('position', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return placed !== undefined;
  }

  async deletePhoto(photoId: number): Promise<void> {
    await this.db.deleteFrom('photos').where('id', '=', photoId).execute();
  }

  /** Writes the given order: the first id becomes position 0, the main photo. */
  async reorderPhotos(photoIds: readonly number[]): Promise<void> {
    for (const [position, id] of photoIds.entries()) {
      await this.db.updateTable('photos').set({ position }).where('id', '=', id).execute();
    }
  }

  async insertFeedItems(memberId: number, items: readonly NewFeedItem[], at: Date): Promise<void> {
    if (items.length === 0) return;
    await this.db
      .insertInto('feed_items')
      .values(items.map((item) => ({ ...item, member_id: memberId, created_at: at })))
      .execute();
  }
}
