import { activeSubscription, anna, fakeConfigStore, sandboxConfig, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { Toaster } from '../../../toast/Toaster';
import TelegramDigestScreens from '../routes';
import type { digestServer } from './fake-server';

export type Server = ReturnType<typeof digestServer>;

/**
 * The tool's screens at `route` as the area mounts them below /telegram-digest (routes.test.tsx
 * covers the feature guard around them), for a subscriber, with the toasts and the fake API.
 */
export function renderScreen(route: string, api: Server, { sandbox = false } = {}) {
  const view = renderWithApp(
    <>
      <TelegramDigestScreens />
      <Toaster />
    </>,
    { auth: signedIn(anna), subscription: activeSubscription(), route, api, path: '/telegram-digest/*', config: fakeConfigStore({ ...sandboxConfig, sandbox }) },
  );
  return Object.assign(view, { api });
}
