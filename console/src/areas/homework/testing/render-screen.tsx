import { activeSubscription, anna, fakeConfigStore, sandboxConfig, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { Toaster } from '../../../toast/Toaster';
import HomeworkScreens from '../routes';
import type { Server } from './fake-server';

/**
 * The area's screens at `route` as it mounts them below /homework, for a signed-in user, with
 * the toasts and the fake API; outside sandbox unless `sandbox`.
 */
export function renderScreen(route: string, server: Server, { sandbox = false } = {}) {
  const view = renderWithApp(
    <>
      <HomeworkScreens />
      <Toaster />
    </>,
    { auth: signedIn(anna), subscription: activeSubscription(), route, api: server, path: '/homework/*', config: fakeConfigStore({ ...sandboxConfig, sandbox }) },
  );
  return Object.assign(view, { server });
}
