/** The texts of a place: what the server stores of an address, and what a tile shows of it. */

/** The place as the spec sends it: the last three comma-separated parts of the address. */
export function placeFromAddress(address: string): string {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(-3)
    .join(', ');
}

/**
 * The city of a location as the server sends it ('Paris, Île-de-France, France'): its first
 * comma-separated part (a Latin or an Arabic comma), or the whole text when it has no comma.
 */
export function cityOf(location: string): string {
  return (location.split(/[,،]/, 1)[0] ?? '').trim();
}
