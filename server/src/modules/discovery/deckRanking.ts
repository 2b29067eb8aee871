import { LIMITS } from '@dating/contract/rules';
import type { DeckReason } from '@dating/contract/schemas';
import type { NearbyRow } from './discoveryRepository';

/**
 * The parts of a deck card's score, each a number from 0 to 1, and the admin setting
 * (`rank_<part>`) that weighs it. Premium is none of them: boost is its one, visible, way up.
 */
export const RANKING_PARTS = [
  'distance',
  'mutual',
  'compatibility',
  'activity',
  'replies',
  'new_here',
  'shown_less',
] as const;
export type RankingPart = (typeof RANKING_PARTS)[number];
export type RankingWeights = Record<RankingPart, number>;

/** The weights of the admin settings rank_distance, rank_mutual, ..., given in that order. */
export function rankingWeightsOf(values: readonly number[]): RankingWeights {
  return Object.fromEntries(
    RANKING_PARTS.map((part, index) => [part, values[index] ?? 0]),
  ) as RankingWeights;
}

const HOUR_MS = 3_600_000;
/** Activity fades to nothing over this many days since last seen. */
const ACTIVITY_FADES_DAYS = 7;
/** Swipes received in the window (rankSignals.ts's SHOWN_DAYS) that halve "shown less". */
const SHOWN_HALF = 20;
/** What a part nobody can know yet counts (no questions in common, no chats): neither up nor down. */
const UNKNOWN = 0.5;
/** The why line's thresholds: near within this many km, compatible from this percent. */
const NEAR_KM = 5;
const COMPATIBLE_FROM = 70;

/** A member of the window, read by the page's statement. */
export type RankedRow = Omit<NearbyRow, 'profile_revision'>;

/** A member of the window with their score and the reasons of the why line that apply. */
export interface Ranked<Row extends RankedRow> {
  row: Row;
  score: number;
  /** Every reason that applies with what it added to the score, strongest first. */
  reasons: { reason: DeckReason; weight: number }[];
}

/**
 * The deck's order over the window: boosted first (the spec's visible boost), then fewest
 * preferences missed (a member's own choice outranks any weight), then the highest score; ties
 * keep the order of the distances shown, then of ids.
 */
export function rankDeck<Row extends RankedRow>(
  window: readonly Row[],
  percents: ReadonlyMap<number, number>,
  weights: RankingWeights,
  now: Date,
): Ranked<Row>[] {
  const ranked = window.map((row) => scored(row, percents.get(row.id), weights, now));
  return ranked.sort(
    (a, b) =>
      a.row.part - b.row.part ||
      a.row.misses - b.row.misses ||
      b.score - a.score ||
      a.row.distance - b.row.distance ||
      a.row.id - b.row.id,
  );
}

function scored<Row extends RankedRow>(
  row: Row,
  percent: number | undefined,
  weights: RankingWeights,
  now: Date,
): Ranked<Row> {
  // In whole hours: members seen within the same hour are equally active (ties keep distance).
  const sinceActive =
    row.last_active_ms === null
      ? null
      : Math.floor((now.getTime() - row.last_active_ms) / HOUR_MS) * HOUR_MS;
  const isNew = now.getTime() - row.joined_ms < LIMITS.newHereDays * 24 * HOUR_MS;
  const parts: Record<RankingPart, number> = {
    distance: Math.max(0, 1 - row.distance / Math.max(1, row.reach_km)),
    mutual: ((row.wants_back ? 1 : 0) + (row.shared_purpose === null ? 0 : 1)) / 2,
    compatibility: percent === undefined ? UNKNOWN : percent / 100,
    activity: row.online
      ? 1
      : sinceActive === null
        ? 0
        : Math.max(0, 1 - sinceActive / (ACTIVITY_FADES_DAYS * 24 * HOUR_MS)),
    replies: row.reply_rate ?? UNKNOWN,
    new_here: isNew ? 1 : 0,
    shown_less: 1 / (1 + row.swipes_received / SHOWN_HALF),
  };
  let score = 0;
  for (const part of RANKING_PARTS) score += weights[part] * parts[part];
  const reasons: Ranked<Row>['reasons'] = [];
  const add = (applies: boolean, reason: DeckReason, weight: number) => {
    if (applies && weight > 0) reasons.push({ reason, weight });
  };
  const added = (part: RankingPart) => weights[part] * parts[part];
  add(row.distance <= NEAR_KM, { code: 'near', value: row.distance }, added('distance'));
  if (percent !== undefined) {
    add(percent >= COMPATIBLE_FROM, { code: 'compatible', value: percent }, added('compatibility'));
  }
  if (row.shared_purpose !== null) {
    // The purpose in common is half of the mutual part; wanting back has no words on a card.
    const reason = {
      code: 'both_want',
      value: row.shared_purpose,
      name: row.shared_purpose_name ?? '',
    } as const;
    add(true, reason, weights.mutual / 2);
  }
  const activeToday = row.online || (sinceActive !== null && sinceActive < 24 * HOUR_MS);
  add(activeToday, { code: 'active_today' }, added('activity'));
  add(isNew, { code: 'new_here' }, added('new_here'));
  reasons.sort((a, b) => b.weight - a.weight);
  return { row, score, reasons };
}

/**
 * A card's why line: its strongest reasons (LIMITS.deckReasonsShown), only those the card
 * itself shows (no 'near' on a card whose distance is hidden). Undefined when none.
 */
export function whyOf(
  ranked: Ranked<RankedRow>,
  shown: { distance: number | null },
): DeckReason[] | undefined {
  const why = ranked.reasons
    .map(({ reason }) => reason)
    .filter((reason) => reason.code !== 'near' || shown.distance !== null)
    .slice(0, LIMITS.deckReasonsShown);
  return why.length === 0 ? undefined : why;
}
