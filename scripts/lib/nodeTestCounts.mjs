import { stripVTControlCharacters } from 'node:util';

/**
 * The counts of a `node --test` run, read back from what its reporter printed: TAP (node's
 * reporter for a pipe before node 23) or spec (from node 23 on).
 *
 * node's own closing "skipped" leaves out a suite skipped as a whole, such as the PostgreSQL and
 * Redis runs without DATABASE_URL or REDIS_URL: it never collects that suite's tests. So skipped
 * tests are counted from the report itself, a skipped suite as one.
 */
export function nodeTestCounts(printed) {
  const output = stripVTControlCharacters(printed);
  const total = (label) =>
    [...output.matchAll(new RegExp(`^\\s*(?:#|ℹ) ${label} (\\d+)$`, 'gm'))].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
  const skipped = /^TAP version/m.test(output)
    ? (output.match(/^\s*ok \d+ - .* # SKIP\b/gm)?.length ?? 0)
    : // spec marks a skipped test or suite with '﹣' (and, in some versions, a todo test).
      (output.match(/^\s*﹣ (?!.*# TODO$).*$/gm)?.length ?? 0);
  return {
    passed: total('pass'),
    // A test cancelled (its file ended before it did) did not pass either.
    failed: total('fail') + total('cancelled'),
    skipped: skipped + total('todo'),
  };
}
