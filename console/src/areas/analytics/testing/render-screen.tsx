import { anna, fakeConfigStore, sandboxConfig, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { Toaster } from '../../../toast/Toaster';
import AnalyticsScreens from '../routes';
import type { Server } from './fake-server';

/**
 * The area's screens at `route` as it mounts them below /analytics, for a signed-in user, with
 * the toasts and the fake API; outside sandbox unless `sandbox`.
 */
export function renderScreen(route: string, server: Server, { sandbox = false } = {}) {
  const view = renderWithApp(
    <>
      <AnalyticsScreens />
      <Toaster />
    </>,
    { auth: signedIn(anna), subscription: null, route, api: server, path: '/analytics/*', config: fakeConfigStore({ ...sandboxConfig, sandbox }) },
  );
  return Object.assign(view, { server });
}
