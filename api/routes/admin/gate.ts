import type { Middleware } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { authenticate, requireRole } from '../../middleware/authenticate.ts';

/** The operator resources: operators and admins, checked on the server (the console only hides links). */
export const operatorGate = ({ tokens, access }: AppDeps): Middleware[] => [authenticate(tokens, access), requireRole('operator', 'admin')];
