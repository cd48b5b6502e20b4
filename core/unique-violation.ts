/** Postgres's unique_violation (23505), optionally on one named constraint, as pg or Objection wraps it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; nativeError?: { code?: string; constraint?: string } } | null;
  if (typeof e !== 'object' || e === null) return false;
  const code = e.nativeError?.code ?? e.code;
  const name = e.nativeError?.constraint ?? e.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}
