import { activeSubscription, anna, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { Toaster } from '../../../toast/Toaster';
import HomeworkScreens from '../routes';
import type { Server } from './fake-server';

/** The area's screens at `route` as it mounts them below /homework, for a signed-in user, with the toasts and the fake API. */
export function renderScreen(route: string, server: Server) {
  const view = renderWithApp(
    <>
      <HomeworkScreens />
      <Toaster />
    </>,
    { auth: signedIn(anna), subscription: activeSubscription(), route, api: server, path: '/homework/*' },
  );
  return Object.assign(view, { server });
}
