/** Rows as an aligned text table (the default output; --json prints the rows instead). */
export function formatTable<T>(rows: readonly T[], columns: ReadonlyArray<{ header: string; value: (row: T) => string; max?: number }>): string {
  const cells = rows.map((row) =>
    columns.map((c) => {
      const v = c.value(row).replace(/\s+/g, ' ');
      const max = c.max ?? 60;
      return v.length > max ? `${v.slice(0, max - 1)}…` : v;
    }),
  );
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: readonly string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
