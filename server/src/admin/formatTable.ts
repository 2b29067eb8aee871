/** Rows as aligned text columns under their keys, for the admin CLI's lists. */
export function formatTable<Row extends Record<keyof Row, string | number>>(
  rows: readonly Row[],
): string {
  const first = rows[0];
  if (first === undefined) return '(none)\n';
  const columns = Object.keys(first) as (keyof Row & string)[];
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column])))];
  const widths = columns.map((_, index) =>
    Math.max(...cells.map((line) => (line[index] ?? '').length)),
  );
  return cells
    .map((line) =>
      line
        .map((cell, index) => cell.padEnd(widths[index] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
    .concat('\n');
}
