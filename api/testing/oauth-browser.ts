import { CookieJar } from './cookie-jar.ts';
import type { Subscriber } from './subscriber.ts';
import type { TestApp } from './test-app.ts';

/**
 * One browser in an OAuth round trip: it asks for the consent URL as the signed-in user (and
 * keeps the nonce cookie that answer sets), then lands on the callback carrying its cookies.
 */
export interface OAuthBrowser {
  jar: CookieJar;
  /** GET `path` (the area's connect call) as `user`: the consent URL it answered. */
  consentUrl(user: Subscriber, path: string): Promise<URL>;
  /** Opens the callback `pathAndQuery` on `app` with this browser's cookies; never follows the redirect. */
  callback(pathAndQuery: string): Promise<Response>;
}

export function oauthBrowser(app: TestApp): OAuthBrowser {
  const jar = new CookieJar();
  return {
    jar,
    async consentUrl(user, path) {
      const res = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      jar.store(res);
      return new URL(((await res.json()) as { authUrl: string }).authUrl);
    },
    async callback(pathAndQuery) {
      const cookie = jar.header();
      const res = await fetch(`${app.baseUrl}${pathAndQuery}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      jar.store(res);
      return res;
    },
  };
}
