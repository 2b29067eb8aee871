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

/**
 * The tests that failed in a `node --test` run's TAP report, each as "name (location): error",
 * so a run's closing lines say which ones without its whole log. A parent that failed only
 * through its subtests is left out: its failed subtests are listed.
 */
export function nodeTestFailures(printed) {
  const lines = stripVTControlCharacters(printed).split('\n');
  const failures = [];
  lines.forEach((line, index) => {
    const failed = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (!failed) return;
    const details = {};
    const following = lines.slice(index + 1);
    following.some((detail, at) => {
      if (/^\s*\.\.\.$/.test(detail)) return true;
      const field = /^(\s*)(failureType|location|error): (.*)$/.exec(detail);
      if (!field || field[2] in details) return false;
      const [, indent, name, value] = field;
      // A YAML block (`|-`): the error's first lines, indented below its name.
      details[name] = /^[|>]-?$/.test(value)
        ? blockStart(following.slice(at + 1), indent.length)
        : value.replace(/^'|'$/g, '');
      return false;
    });
    if (details.failureType === 'subtestsFailed') return;
    const where = details.location ? ` (${details.location})` : '';
    failures.push(`${failed[2].trim()}${where}: ${details.error ?? details.failureType ?? ''}`);
  });
  return failures;
}

/** The first few lines of a YAML block indented deeper than `indent`, on one line. */
function blockStart(lines, indent) {
  const end = lines.findIndex((line) => line.trim() && line.search(/\S/) <= indent);
  return (end === -1 ? lines : lines.slice(0, end))
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
}
