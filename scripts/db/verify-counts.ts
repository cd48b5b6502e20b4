/** One table's rows in the backup and in the database after a restore. */
export interface CountCheck {
  table: string;
  expected: number | null;
  actual: number | null;
}

/**
 * Compares the manifest's counts with the restored database's: a table missing on either side
 * or a different count is a difference, named in words an operator can act on.
 */
export function compareCounts(expected: Readonly<Record<string, number>>, actual: Readonly<Record<string, number>>): { checks: CountCheck[]; differences: string[] } {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const checks = names.map((table) => ({ table, expected: expected[table] ?? null, actual: actual[table] ?? null }));
  const differences = checks.flatMap((c) => {
    if (c.actual === null) return [`${c.table} is missing (the backup has ${c.expected} rows)`];
    if (c.expected === null) return [`${c.table} is not in the backup (it has ${c.actual} rows)`];
    return c.actual === c.expected ? [] : [`${c.table} has ${c.actual} rows, the backup ${c.expected}`];
  });
  return { checks, differences };
}
