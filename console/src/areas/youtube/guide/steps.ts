import type { MessageKey } from '../../../i18n/types';

export interface GuideStep {
  id: string;
  title: MessageKey;
  paragraphs: MessageKey[];
  /** Show the callback URL with its copy button after this paragraph. */
  callbackAfter?: MessageKey;
}

/** Spec 2 'YouTube API guide': the six steps, in order. */
export const guideSteps: readonly GuideStep[] = [
  { id: 'project', title: 'guide.steps.project.title', paragraphs: ['guide.steps.project.p1', 'guide.steps.project.p2', 'guide.steps.project.p3'] },
  { id: 'api', title: 'guide.steps.api.title', paragraphs: ['guide.steps.api.p1', 'guide.steps.api.p2', 'guide.steps.api.p3'] },
  {
    id: 'consent',
    title: 'guide.steps.consent.title',
    paragraphs: ['guide.steps.consent.p1', 'guide.steps.consent.p2', 'guide.steps.consent.p3', 'guide.steps.consent.p4'],
  },
  {
    id: 'credentials',
    title: 'guide.steps.credentials.title',
    paragraphs: ['guide.steps.credentials.p1', 'guide.steps.credentials.p2', 'guide.steps.credentials.p3', 'guide.steps.credentials.p4'],
    callbackAfter: 'guide.steps.credentials.p3',
  },
  { id: 'api-key', title: 'guide.steps.apiKey.title', paragraphs: ['guide.steps.apiKey.p1', 'guide.steps.apiKey.p2', 'guide.steps.apiKey.p3'] },
  { id: 'publish', title: 'guide.steps.publish.title', paragraphs: ['guide.steps.publish.p1', 'guide.steps.publish.p2', 'guide.steps.publish.p3'] },
];

export const troubleshooting: readonly { id: string; title: MessageKey; body: MessageKey }[] = [
  { id: 'access-blocked', title: 'guide.troubleshooting.accessBlocked.title', body: 'guide.troubleshooting.accessBlocked.body' },
  { id: 'redirect-uri-mismatch', title: 'guide.troubleshooting.redirectUriMismatch.title', body: 'guide.troubleshooting.redirectUriMismatch.body' },
  { id: 'invalid-client', title: 'guide.troubleshooting.invalidClient.title', body: 'guide.troubleshooting.invalidClient.body' },
  { id: 'not-verified', title: 'guide.troubleshooting.notVerified.title', body: 'guide.troubleshooting.notVerified.body' },
];

export const bestPractices: readonly MessageKey[] = [
  'guide.bestPractices.secrets',
  'guide.bestPractices.restrictKey',
  'guide.bestPractices.quota',
  'guide.bestPractices.rotate',
  'guide.bestPractices.dedicatedProject',
];

/** The path on the API host that Google sends the channel owner back to (spec 7). */
export const YOUTUBE_CALLBACK_PATH = '/api/youtube/auth/callback';

export const YOUTUBE_API_DOCS_URL = 'https://developers.google.com/youtube/v3/getting-started';

export const callbackUrl = (apiBaseUrl: string): string => `${apiBaseUrl.replace(/\/+$/, '')}${YOUTUBE_CALLBACK_PATH}`;
