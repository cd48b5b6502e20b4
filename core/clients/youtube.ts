import { google, type Auth, type youtube_v3 } from 'googleapis';

export interface GoogleOAuthEndpoints {
  /** e.g. https://accounts.google.com/o/oauth2/v2/auth */
  authUrl: string;
  /** e.g. https://oauth2.googleapis.com/token */
  tokenUrl: string;
}

export interface YoutubeClientConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  endpoints: GoogleOAuthEndpoints;
}

/** An OAuth2 client of the user's own Google Cloud project (spec: each creator brings theirs). */
export function createYoutubeOAuthClient(config: YoutubeClientConfig): Auth.OAuth2Client {
  return new google.auth.OAuth2({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: config.redirectUri,
    endpoints: { oauth2AuthBaseUrl: config.endpoints.authUrl, oauth2TokenUrl: config.endpoints.tokenUrl },
  });
}

/** The YouTube Data API v3 through googleapis, authorised by the user's grant. */
export function createYoutubeApi(auth: Auth.OAuth2Client, rootUrl: string): youtube_v3.Youtube {
  return google.youtube({ version: 'v3', auth, rootUrl });
}

/** youtube.force-ssl: read the channel's videos and comments and post replies. */
export const YOUTUBE_SCOPES = ['https://www.googleapis.com/auth/youtube.force-ssl'];
