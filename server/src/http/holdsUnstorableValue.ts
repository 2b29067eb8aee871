/**
 * Whether parsed input (a body or query, after validation's coercions) holds a value no column
 * can take: text with U+0000, which PostgreSQL refuses, or a number that is not finite, which
 * a form's "Infinity" or "1e309" becomes when coerced to a number. Refused up front, such
 * input is the caller's mistake (400), not a failing query. File bytes (Buffers) are skipped.
 */
export function holdsUnstorableValue(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, each]) => key.includes('\u0000') || holdsUnstorableValue(each),
  );
}
