/**
 * The city of a location as the server sends it ('Paris, Île-de-France, France'): its first
 * comma-separated part (a Latin or an Arabic comma), or the whole text when it has no comma.
 */
export function cityOf(location: string): string {
  return (location.split(/[,،]/, 1)[0] ?? '').trim();
}
