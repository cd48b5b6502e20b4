import type { Config } from '../config.ts';
import type { GoogleOAuthEndpoints } from './youtube.ts';

/** Where the web process serves its fake of Google's OAuth server for creators' clients. */
export const SANDBOX_YOUTUBE_PATH = '/sandbox/youtube';
/**
 * The fake Data API answers at YouTube's own paths (/youtube/v3/...) on the web process's
 * root: googleapis keeps only the origin of a rootUrl (googleapis-common's apirequest.ts
 * resolves '/youtube/v3/...' against it), so a root with a path would be lost.
 */
export const SANDBOX_YOUTUBE_API_PREFIX = '/youtube/v3';

/** Google's own hosts, config's defaults: any other value is the operator's choice and is kept. */
const GOOGLE = {
  oauthBaseUrl: 'https://accounts.google.com',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  apiRootUrl: 'https://youtube.googleapis.com/',
};

export interface YoutubeEndpoints {
  endpoints: GoogleOAuthEndpoints;
  apiRootUrl: string;
}

type EndpointConfig = Pick<Config, 'SANDBOX' | 'PORT' | 'PUBLIC_URL' | 'GOOGLE_OAUTH_BASE_URL' | 'GOOGLE_TOKEN_URL' | 'YOUTUBE_API_URL'>;

/**
 * Where a creator's OAuth client and the YouTube client talk to. Sandbox points them at the
 * local fakes, unless the operator aimed a URL somewhere other than Google (a stub of their
 * own). The consent page is opened by the browser, so it is on PUBLIC_URL; the token and API
 * calls are the server's own, so they go to loopback.
 */
export function youtubeEndpoints(cfg: EndpointConfig): YoutubeEndpoints {
  const loopback = `http://127.0.0.1:${cfg.PORT}`;
  const oauthIsGoogle = cfg.GOOGLE_OAUTH_BASE_URL === GOOGLE.oauthBaseUrl && cfg.GOOGLE_TOKEN_URL === GOOGLE.tokenUrl;
  // The authorize and token URLs move together: a code from one OAuth server is redeemed at the same one.
  const endpoints =
    cfg.SANDBOX && oauthIsGoogle
      ? { authUrl: `${cfg.PUBLIC_URL.replace(/\/$/, '')}${SANDBOX_YOUTUBE_PATH}/o/oauth2/v2/auth`, tokenUrl: `${loopback}${SANDBOX_YOUTUBE_PATH}/token` }
      : { authUrl: `${cfg.GOOGLE_OAUTH_BASE_URL}/o/oauth2/v2/auth`, tokenUrl: cfg.GOOGLE_TOKEN_URL };
  const apiRootUrl = cfg.SANDBOX && cfg.YOUTUBE_API_URL === GOOGLE.apiRootUrl ? `${loopback}/` : cfg.YOUTUBE_API_URL;
  return { endpoints, apiRootUrl };
}
