/**
 * A member's name unique to the run, of letters only (the spec's rule): a journey's assertions
 * find its own members, never an earlier attempt's.
 */
export function aName(first: string): string {
  const letters = Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);
  return `${first} ${letters.slice(-6)}`;
}
