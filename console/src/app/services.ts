import { createApiClient } from '../api/client';
import { watchServiceUnavailable } from '../api/service-unavailable';
import { localTokenStore } from '../api/token-store';
import { createSession } from '../auth/session';
import { watchSessionExpiry } from '../auth/session-expiry';
import { createPublicConfigStore } from '../config/public-config';
import { toasts } from '../toast/toast-store';
import { goHome } from './navigation';

/**
 * The app's single instances, wired together once: the client reports failures to the
 * session-expiry watcher and goes home through the router. The shell receives them through
 * providers; the lazily loaded operator frame imports them from here.
 */
export const tokens = localTokenStore;

export const api = createApiClient({
  tokens,
  goHome,
  onError: (error) => {
    onApiError(error);
    onUnavailable(error);
  },
});

export const session = createSession({ api, tokens });

export const publicConfig = createPublicConfigStore(api);

const onApiError = watchSessionExpiry(session, toasts);
const onUnavailable = watchServiceUnavailable(toasts);
