export const DEFAULT_SUCCESS_PATH = '/subscription/success';

/** A path of this app (client navigation) or an absolute address of this origin (document load). */
export type Destination = { kind: 'route'; to: string } | { kind: 'document'; href: string };

const hasScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

/**
 * Spec 2 '/test-payment': where to go after paying, from the decoded success_url. Only this
 * origin is allowed: the page is public, so any other address would make it an open redirect
 * (a link to our checkout that lands on someone else's site); those fall back to the default.
 */
export function successDestination(raw: string | null, origin: string): Destination {
  const fallback: Destination = { kind: 'route', to: DEFAULT_SUCCESS_PATH };
  if (raw === null || raw.trim() === '') return fallback;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not encoded after all (a stray %): use it as it is.
  }
  let url: URL;
  try {
    url = new URL(decoded, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  return hasScheme(decoded) ? { kind: 'document', href: url.href } : { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
}
