import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { blockedEitherWay, presenceShownBetween, type MemberOperand } from '../blocks/blocks';
import { CARD_FIELD_COLUMNS, type ProfileFieldRow } from '../profile/profileFieldColumns';
import { shownDistanceKm } from './locationPrivacy';

/**
 * What a card shows of a member's own row: all of it changes `profile_revision` (its columns are
 * `shown` in db/cardRevision.ts), unlike presence and the distance, which are read with each list.
 */
export interface MemberCardDetails extends ProfileFieldRow {
  id: number;
  name: string;
  birth_date: string;
  location: string;
  show_age: boolean;
  show_location: boolean;
  premium_until: Date | null;
  /** The verified badge. */
  verified: boolean;
  /** When the account was made: 'New here' for LIMITS.newHereDays. */
  created_at: Date;
}

/** What every list of people reads of a member (alias `m`) to build its cards. */
export interface PersonCardRow extends MemberCardDetails {
  online: boolean;
  /** Whole km between grid-snapped positions, at least 1. */
  distance: number;
}

/** The columns of MemberCardDetails. */
export const memberCardDetailColumns = [
  'm.id',
  'm.name',
  sql<string>`m.birth_date::text`.as('birth_date'),
  // The profile's fields: the card shows those everyone may see (profile/profileFieldColumns.ts).
  ...CARD_FIELD_COLUMNS,
  'm.location',
  'm.show_age',
  'm.show_location',
  'm.premium_until',
  'm.verified',
  'm.created_at',
] as const;

/** The member's distance from the viewer's position, as cards show it (`distance`). */
export function shownDistanceColumn(viewer: {
  longitude: number | RawBuilder<number>;
  latitude: number | RawBuilder<number>;
}) {
  return shownDistanceKm(sql.ref('m.coordinates'), viewer.longitude, viewer.latitude).as(
    'distance',
  );
}

/**
 * Whether `m` shows online to the viewer: only where the two may see each other's presence
 * (presenceShownBetween), so a block or an ended match hides it on every card.
 */
export function shownOnlineColumn(viewerId: MemberOperand) {
  return sql<boolean>`(m.online and ${presenceShownBetween(viewerId, sql.ref<number>('m.id'))})`.as(
    'online',
  );
}

/** The columns of a PersonCardRow, the distance measured from the viewer's position. */
export function personCardColumns(
  viewer: { id: MemberOperand } & Parameters<typeof shownDistanceColumn>[0],
) {
  return [
    ...memberCardDetailColumns,
    shownOnlineColumn(viewer.id),
    shownDistanceColumn(viewer),
  ] as const;
}

/** No block between the member and `m.id`, either way (a block hides both from each other). */
export function noBlockWith(memberId: MemberOperand): RawBuilder<SqlBool> {
  return sql<SqlBool>`not ${blockedEitherWay(memberId, sql.ref<number>('m.id'))}`;
}
