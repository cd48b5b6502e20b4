import { z } from 'zod';

/**
 * The Temporal UI's settings (core/config.ts spreads them in). The UI runs third-party code
 * with a relaxed CSP, so the web process serves it on an origin of its own: a second listener
 * (TEMPORAL_UI_LISTEN_PORT) that people reach at TEMPORAL_UI_PUBLIC_URL, never the console's.
 */
export const temporalUiEnvShape = {
  /** The Temporal UI server as the web process reaches it (never published). */
  TEMPORAL_UI_URL: z.url().default('http://127.0.0.1:8233'),
  /** The web process's second listener, which serves only the Temporal UI; unset: PORT + 1; 0: any free port (tests). */
  TEMPORAL_UI_LISTEN_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Where operators' browsers reach that listener. Its host name must differ from PUBLIC_URL's:
   * browsers scope cookies by host, not port, so on the console's host the UI's scripts would
   * be sent the console's refresh cookie. Unset on a loopback PUBLIC_URL: the other loopback
   * name (localhost <-> 127.0.0.1) on TEMPORAL_UI_LISTEN_PORT.
   */
  TEMPORAL_UI_PUBLIC_URL: z.url().optional(),
};

interface TemporalUiEnv {
  NODE_ENV: string;
  PORT: number;
  PUBLIC_URL: string;
  TEMPORAL_UI_LISTEN_PORT?: number | undefined;
  TEMPORAL_UI_PUBLIC_URL?: string | undefined;
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');
const isLoopbackAddress = (host: string) => host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * The settings with their defaults filled in. TEMPORAL_UI_PUBLIC_URL stays unset only outside
 * production on a PUBLIC_URL that is not loopback (a script, a LAN demo): the web process then
 * serves no Temporal UI and its entry says which variable to set.
 */
export function temporalUiSettings(env: TemporalUiEnv): { TEMPORAL_UI_LISTEN_PORT: number; TEMPORAL_UI_PUBLIC_URL: string | undefined } {
  const listenPort = env.TEMPORAL_UI_LISTEN_PORT ?? Math.min(env.PORT + 1, 65535);
  if (env.TEMPORAL_UI_PUBLIC_URL) return { TEMPORAL_UI_LISTEN_PORT: listenPort, TEMPORAL_UI_PUBLIC_URL: new URL(env.TEMPORAL_UI_PUBLIC_URL).origin };
  const main = new URL(env.PUBLIC_URL);
  const host = isLoopbackName(main.hostname) ? '127.0.0.1' : isLoopbackAddress(main.hostname) ? 'localhost' : null;
  return { TEMPORAL_UI_LISTEN_PORT: listenPort, TEMPORAL_UI_PUBLIC_URL: host ? `${main.protocol}//${host}:${listenPort}` : undefined };
}

export function checkTemporalUiEnv(env: TemporalUiEnv, addIssue: (key: string, message: string) => void): void {
  const main = new URL(env.PUBLIC_URL);
  if (!env.TEMPORAL_UI_PUBLIC_URL) {
    if (env.NODE_ENV === 'production' && !isLoopbackName(main.hostname) && !isLoopbackAddress(main.hostname)) {
      addIssue('TEMPORAL_UI_PUBLIC_URL', 'TEMPORAL_UI_PUBLIC_URL is required when NODE_ENV=production: the Temporal UI is served on a host name of its own');
    }
    return;
  }
  const ui = new URL(env.TEMPORAL_UI_PUBLIC_URL);
  if (ui.hostname === main.hostname) {
    addIssue(
      'TEMPORAL_UI_PUBLIC_URL',
      `TEMPORAL_UI_PUBLIC_URL needs a host name of its own, not PUBLIC_URL's (${main.hostname}): cookies are scoped by host, not port, so the console's cookies would reach the Temporal UI`,
    );
  }
  if (ui.pathname !== '/' || ui.search || ui.hash) {
    addIssue('TEMPORAL_UI_PUBLIC_URL', 'TEMPORAL_UI_PUBLIC_URL is an origin (scheme, host, port), with no path');
  }
  if (env.NODE_ENV === 'production' && ui.protocol !== 'https:') {
    addIssue('TEMPORAL_UI_PUBLIC_URL', 'TEMPORAL_UI_PUBLIC_URL must be https:// when NODE_ENV=production (its session cookie is Secure only on https)');
  }
}
