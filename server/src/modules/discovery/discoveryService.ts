import {
  ACTIVE_WITHIN_DAYS,
  FILTER_GENDERS,
  filterCriteriaOf,
  GENDER_IDENTITY_FIELD,
  specFilterGenderOf,
  WIDEN_BELOW,
  widenedRadius,
  type DeckResponse,
  type FilterGender,
  type SetFilterFields,
} from '@dating/contract/schemas';
import { DEFAULT_LANGUAGE, LIMITS, MESSAGES, type Language } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { RateLimiter } from '../../limits/rateLimiter';
import { tallyOf } from '../compatibility/compatibilityRepository';
import { percentsOf } from '../compatibility/matchPercents';
import type { ContentService } from '../content/contentService';
import { withCards } from './cachedCards';
import { rankDeck, rankingWeightsOf, whyOf, type Ranked } from './deckRanking';
import { takeFilterDistanceChange } from './discoveryLimits';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import type {
  DiscoveryRepository,
  FilterChange,
  NearbyPerson,
  NearbyQuery,
  NearbyReads,
  NearbyRow,
  Searcher,
} from './discoveryRepository';
import type { PersonCards } from './personCards';
import type { RankSignalsCount } from './rankSignals';
import { filterFieldChanges } from '../profile/profileFieldColumns';

/** A member of a deck page: their card's row, the caller's percentage with them, their rank. */
interface DeckPerson {
  person: NearbyPerson;
  percent: number | undefined;
  ranked: Ranked<NearbyRow>;
}

/** websetfilter's fields as they arrive; the service checks each. */
export type FilterForm = Omit<SetFilterFields, 'user_id'>;

/** The place a filter moves the member to, handed to the profile's rules. */
export interface Relocation {
  place: string;
  lat: string;
  lon: string;
}

export interface DiscoveryDependencies {
  repository: DiscoveryRepository;
  /** The page of people near and its cards (CachedCards over the repository). */
  nearby: NearbyReads;
  cards: PersonCards;
  content: ContentService;
  limiter: RateLimiter;
  /** The profile's change of location (premium only, rate-limited, feed item). */
  relocate: (memberId: number, place: Relocation) => Promise<void>;
  now: () => Date;
}

/** People near you and the filter (spec section 7, Discovery and matching): who may be shown. */
export class DiscoveryService {
  constructor(private readonly deps: DiscoveryDependencies) {}

  /** The ranking's slow signals of every member, as of now (the `rank-signals` job). */
  refreshRankSignals(): Promise<RankSignalsCount> {
    return this.deps.repository.refreshRankSignals(this.deps.now());
  }

  /**
   * The swipe deck, ranked (deckRanking.ts): each card carries the member's prompts, in
   * `language`, the caller's compatibility percentage with them when they have enough questions
   * in common, and why it ranks where it does (`why`). With `widen`, a deck
   * of fewer than WIDEN_BELOW people reaches past the filter's distance, doubling it up to the
   * admin's max_distance until it holds that many, and says how far (`widened_to_km`).
   */
  async people(
    memberId: number,
    limit: number,
    { verifiedOnly = false, widen = false, language = DEFAULT_LANGUAGE } = {},
  ): Promise<Omit<DeckResponse, 'status'>> {
    const query: NearbyQuery = {
      searcherId: memberId,
      limit: Math.min(limit, LIMITS.nearbyPeopleLimit),
      now: this.deps.now(),
      verifiedOnly,
      language,
    };
    const rows = await this.ranked(query);
    // No one near may also mean no member: that one is refused as before.
    if (rows.length === 0 || (widen && rows.length < Math.min(WIDEN_BELOW, query.limit))) {
      const searcher = await this.searcher(memberId);
      if (widen) return this.widened(query, searcher, rows);
    }
    return { peoples: this.cardsOf(rows, language) };
  }

  /**
   * A page of the deck: the window of the nearest read in one statement with all the ranking
   * reads of it (the admin's weights, the caller's tallies), ranked, cut to the page, then the
   * page's cards.
   */
  private async ranked(query: NearbyQuery): Promise<DeckPerson[]> {
    const window = await this.deps.nearby.nearbyPage(query);
    const [first] = window;
    if (first === undefined) return [];
    const percents = percentsOf(window.map((row) => [row.id, tallyOf(row)]));
    const page = rankDeck(window, percents, rankingWeightsOf(first.weights ?? []), query.now).slice(
      0,
      query.limit,
    );
    const byId = new Map(page.map((ranked) => [ranked.row.id, ranked]));
    const people = await withCards(
      this.deps.nearby,
      page.map((ranked) => ranked.row),
      query.language,
    );
    return people.map((person) => ({
      person,
      percent: percents.get(person.id),
      ranked: byId.get(person.id) as Ranked<NearbyRow>,
    }));
  }

  /** The deck read again as far as max_distance, kept to the first step that holds enough. */
  private async widened(
    query: NearbyQuery,
    searcher: Searcher,
    near: DeckPerson[],
  ): Promise<Omit<DeckResponse, 'status'>> {
    const ownKm = Math.max(1, searcher.filter_distance);
    const maxKm = Number((await this.deps.content.settings()).max_distance);
    if (ownKm >= maxKm) return { peoples: this.cardsOf(near, query.language) };
    const rows = await this.ranked({ ...query, reachKm: maxKm });
    const within = (km: number) => rows.filter((row) => row.person.distance <= km).length;
    const enough = Math.min(WIDEN_BELOW, query.limit);
    const km = widenedRadius(ownKm, maxKm, (step) => {
      const count = within(step);
      return count >= enough || count === rows.length;
    });
    const peoples = this.cardsOf(
      rows.filter((row) => row.person.distance <= km),
      query.language,
    );
    return km > ownKm ? { peoples, widened_to_km: km } : { peoples };
  }

  private cardsOf(rows: DeckPerson[], language: Language) {
    return rows.map(({ person, percent, ranked }, index) => {
      const card = this.deps.cards.card(person, person.photos, index, language, person.prompts);
      // Set on the card, not spread into a copy (discovery's README: no spreads).
      if (percent !== undefined) card.match_percent = percent;
      const why = whyOf(ranked, card);
      if (why !== undefined) card.why = why;
      return card;
    });
  }

  /**
   * websetfilter: every field checked; location and distance changes are rate-limited. No
   * purpose chosen (a new member's empty filter, or a client that sends none) means the member's
   * own purposes; purposes named but none of them known is refused.
   */
  async setFilter(memberId: number, body: FilterForm): Promise<void> {
    const { repository, limiter, content } = this.deps;
    const searcher = await this.searcher(memberId);
    const settings = await content.settings();
    const chosen = parsePurposeIds(body.people_for ?? []);
    const filter: FilterChange = {
      ...parseAgeRange(body.age, Number(settings.max_age)),
      filter_gender: parseGender(body.gender),
      filter_distance: parseDistance(body.distance, Number(settings.max_distance)),
      filter_purposes:
        chosen.length === 0 ? searcher.purposes : await repository.knownPurposes(chosen),
      filter_active_days:
        body.active_within === undefined
          ? searcher.filter_active_days
          : ACTIVE_WITHIN_DAYS[body.active_within],
      filter_verified:
        body.verified_only === undefined ? searcher.filter_verified : body.verified_only === 'true',
      filter_answered:
        body.answered_only === undefined ? searcher.filter_answered : body.answered_only === 'true',
      filter_preferences:
        body.preferences === undefined
          ? filterCriteriaOf(searcher.filter_preferences)
          : filterCriteriaOf(listOf(body.preferences)),
      ...filterFieldChanges(body),
    };
    Object.assign(filter, identitiesChange(searcher, filter));
    if (chosen.length > 0 && filter.filter_purposes.length === 0) {
      throw new ApiError(400, MESSAGES.selectAnyOne);
    }
    const relocation = relocationOf(body, searcher);
    if (filter.filter_distance !== searcher.filter_distance) {
      await takeFilterDistanceChange(limiter, memberId);
    }
    if (relocation) await this.deps.relocate(memberId, relocation);
    await repository.setFilter(memberId, filter);
  }

  private async searcher(memberId: number): Promise<Searcher> {
    const searcher = await this.deps.repository.findSearcher(memberId);
    if (!searcher) throw new ApiError(404, MESSAGES.invalidAccess);
    return searcher;
  }
}

/**
 * The identities wanted beside the spec's choice (older clients send and read only men, women or
 * everyone): identities wanted write the choice they read as (specFilterGenderOf); a choice sent
 * alone that the kept identities do not read as (an older client's change) clears them.
 */
function identitiesChange(
  searcher: Searcher,
  filter: FilterChange,
): Partial<Pick<FilterChange, 'filter_gender' | `filter_${typeof GENDER_IDENTITY_FIELD.name}`>> {
  const column = `filter_${GENDER_IDENTITY_FIELD.name}` as const;
  const sent = filter[column];
  const fromIdentities = specFilterGenderOf(sent ?? searcher.wanted_identities);
  if (fromIdentities === null || fromIdentities === filter.filter_gender) return {};
  if (sent !== undefined) return { filter_gender: fromIdentities };
  return { [column]: [] };
}

/** A list as sent: repeated fields or a comma-separated text. */
function listOf(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim());
}

function parseAgeRange(
  value: string,
  maxAge: number,
): Pick<FilterChange, 'filter_age_min' | 'filter_age_max'> {
  const match = /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(value);
  const min = Number(match?.[1]);
  const max = Number(match?.[2]);
  if (!match || min < LIMITS.minAge || max > maxAge || min > max) {
    throw new ApiError(400, DISCOVERY_MESSAGES.ageRange);
  }
  return { filter_age_min: min, filter_age_max: max };
}

function parseGender(value: string): FilterGender {
  const gender = FILTER_GENDERS.find((known) => known === value);
  if (!gender) throw new ApiError(400, DISCOVERY_MESSAGES.genderFilter);
  return gender;
}

function parseDistance(value: number, maxDistance: number): number {
  if (!Number.isInteger(value) || value < 0 || value > maxDistance) {
    throw new ApiError(400, DISCOVERY_MESSAGES.distance);
  }
  return value;
}

/** Purpose ids as repeated fields, a comma list or a JSON array. */
function parsePurposeIds(value: string | string[]): number[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    part.replace(/[[\]\s"]/g, '').split(','),
  );
  const ids = parts.filter(Boolean).map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id > 0)) {
    throw new ApiError(400, MESSAGES.invalidFormat);
  }
  return [...new Set(ids)];
}

/** The new place of the filter, or null when it names where the member already is. */
function relocationOf(body: FilterForm, searcher: Searcher): Relocation | null {
  const { place, lat, lon } = body;
  if (place === undefined && lat === undefined && lon === undefined) return null;
  const unchanged =
    (place ?? '').trim() === searcher.location &&
    Number(lat) === searcher.latitude &&
    Number(lon) === searcher.longitude;
  return unchanged ? null : { place: place ?? '', lat: lat ?? '', lon: lon ?? '' };
}
