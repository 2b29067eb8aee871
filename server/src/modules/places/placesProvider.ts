import type { PlaceSuggestion } from '@dating/contract/schemas';

/**
 * Place search for the location fields: cities and regions with coordinates. The default is the
 * offline GeoNames gazetteer; a hosted places service would implement the same call.
 */
export interface PlacesProvider {
  /** At most `limit` places whose name starts with the query, the most populous first. */
  search(query: string, limit: number): Promise<PlaceSuggestion[]>;
}
