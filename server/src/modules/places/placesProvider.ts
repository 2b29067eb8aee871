import type { Language } from '@dating/contract/rules';
import type { PlaceSuggestion } from '@dating/contract/schemas';

/**
 * Place search for the location fields: cities and regions with coordinates, and the names of
 * places in each language. The default is the offline GeoNames gazetteer; a hosted places
 * service would implement the same calls.
 */
export interface PlacesProvider {
  /**
   * At most `limit` places whose name in English or in `language` starts with the query, the
   * most populous first, described in `language`.
   */
  search(query: string, limit: number, language?: Language): Promise<PlaceSuggestion[]>;
  /**
   * A location as stored ("City, Region, Country", in any of the four languages) in `language`
   * where its names are known; any other text unchanged.
   */
  describe(location: string, language: Language): string;
  /**
   * Loads what searches and descriptions read, so that no member's call waits for it (and every
   * other call behind it): a process does this as it starts.
   */
  prepare(): Promise<void>;
}
