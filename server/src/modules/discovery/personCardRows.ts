import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { blockedEitherWay, type MemberOperand } from '../blocks/blocks';
import { shownDistanceKm } from './locationPrivacy';

/** What every list of people reads of a member (alias `m`) to build its cards. */
export interface PersonCardRow {
  id: number;
  name: string;
  birth_date: string;
  gender: 'female' | 'male' | 'other';
  location: string;
  show_age: boolean;
  show_location: boolean;
  online: boolean;
  premium_until: Date | null;
  /** The verified badge. */
  verified: boolean;
  /** Whole km between grid-snapped positions, at least 1. */
  distance: number;
  /** When the account was made: 'New here' for LIMITS.newHereDays. */
  created_at: Date;
}

/** The columns of a PersonCardRow, the distance measured from the viewer's position. */
export function personCardColumns(viewer: {
  longitude: number | RawBuilder<number>;
  latitude: number | RawBuilder<number>;
}) {
  return [
    'm.id',
    'm.name',
    sql<string>`m.birth_date::text`.as('birth_date'),
    'm.gender',
    'm.location',
    'm.show_age',
    'm.show_location',
    'm.online',
    'm.premium_until',
    'm.verified',
    'm.created_at',
    shownDistanceKm(sql.ref('m.coordinates'), viewer.longitude, viewer.latitude).as('distance'),
  ] as const;
}

/** No block between the member and `m.id`, either way (a block hides both from each other). */
export function noBlockWith(memberId: MemberOperand): RawBuilder<SqlBool> {
  return sql<SqlBool>`not ${blockedEitherWay(memberId, sql.ref<number>('m.id'))}`;
}
