export interface PageQuery<S extends string, F> {
  range: readonly [number, number];
  sort: readonly [S, 'ASC' | 'DESC'];
  filter?: F | undefined;
}

/** Sorts rows held in memory by one field (nulls last either way, then by id) and cuts the page. */
export function sortAndPage<R extends { id: string }, S extends string & keyof R>(rows: R[], query: PageQuery<S, unknown>): { rows: R[]; total: number } {
  const [field, order] = query.sort;
  const sign = order === 'DESC' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    // The sortable fields are strings (ISO times, ids), numbers or null.
    const x = a[field] as string | number | null | undefined;
    const y = b[field] as string | number | null | undefined;
    if (x === y) return a.id.localeCompare(b.id);
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
  });
  const [start, end] = query.range;
  return { rows: sorted.slice(start, end + 1), total: rows.length };
}
