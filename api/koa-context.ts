import type { Logger } from 'pino';
import type { User } from '../db/index.ts';

declare module 'koa' {
  interface DefaultContext {
    log: Logger;
    requestId: string;
  }
  interface DefaultState {
    user?: User;
    sessionId?: string;
  }
}
