/**
 * Spec 8's failures that are 'only logged' (the edit screen's chats, the history): kept in the
 * browser console for whoever reports the problem, as the shell does; there is no client log sink.
 */
export function logFailure(what: string, error: unknown): void {
  // eslint-disable-next-line no-console
  console.warn(what, error);
}
