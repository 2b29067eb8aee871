import { Type, type Static } from 'typebox';
import { getWithQuery } from './call';
import { ok, text } from './wire';

/** Place suggestions for the location fields (spec section 7: a places autocomplete service). */

/** Suggestions a search answers unless it asks for another number. */
export const PLACES_DEFAULT_LIMIT = 8;
export const PLACES_MAX_LIMIT = 20;

/** GET places?q=par&limit=8: regions and cities from the offline gazetteer. */
export const placesQuery = Type.Object({
  /** What the member typed: the start of a place's name. */
  q: Type.String({ maxLength: 100 }),
  /** 1 to PLACES_MAX_LIMIT; PLACES_DEFAULT_LIMIT by default. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PLACES_MAX_LIMIT })),
  /** The language to search and describe in ('en', 'fr', 'sp', 'ar'); else the language cookie. */
  language: text,
});

export const placeSuggestion = Type.Object({
  /**
   * 'City, Region, Country' in the call's language (Arabic joins with '، '): the spec sends its
   * last three comma-separated parts.
   */
  description: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
});
export type PlaceSuggestion = Static<typeof placeSuggestion>;

export const placesReply = Type.Object({ status: ok, places: Type.Array(placeSuggestion) });
export type PlacesResponse = Static<typeof placesReply>;

export const placeCalls = {
  places: getWithQuery(placesQuery, placesReply),
};
