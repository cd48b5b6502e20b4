import type { Config } from '../core/config.ts';

/**
 * Where the web process listens. In sandbox the fakes let anyone sign in as anyone and pay
 * nothing, so only this machine may reach it unless LISTEN_HOST says otherwise (a container
 * that publishes the port, a demo on a LAN). Otherwise every interface, as containers and the
 * proxy in front of production need. Undefined means every interface to `server.listen`.
 */
export function listenHost(cfg: Pick<Config, 'SANDBOX' | 'LISTEN_HOST'>): string | undefined {
  return cfg.LISTEN_HOST ?? (cfg.SANDBOX ? '127.0.0.1' : undefined);
}
