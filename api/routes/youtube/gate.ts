import type { Middleware } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { authenticate } from '../../middleware/authenticate.ts';
import { requirePremium } from '../../middleware/require-premium.ts';

/** The YouTube assistant's endpoints: a signed-in user with the 'youtube-commenter' feature (spec 5). */
export const youtubeGate = ({ tokens, access, subscriptions }: AppDeps): Middleware[] => [authenticate(tokens, access), requirePremium(subscriptions, 'youtube-commenter')];
