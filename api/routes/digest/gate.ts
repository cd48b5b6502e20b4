import type { Middleware } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { authenticate } from '../../middleware/authenticate.ts';
import { requirePremium } from '../../middleware/require-premium.ts';

/** The digest tool's endpoints: a signed-in user with the 'telegram-digest' feature (spec 6). */
export const digestGate = ({ tokens, access, subscriptions }: AppDeps): Middleware[] => [authenticate(tokens, access), requirePremium(subscriptions, 'telegram-digest')];
