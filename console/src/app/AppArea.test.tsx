import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { anna, olga, signedIn, signedOut } from '../test/fakes';
import { renderWithApp } from '../test/render';
import { AppArea } from './AppArea';
import { watchLeaving } from '../test/leaving';
import { isSignedInPath } from '../areas/public-routes';
import { isOperatorPath } from './paths';
import { routes } from './routes';

let leaveTo: ReturnType<typeof watchLeaving>;

beforeEach(() => {
  leaveTo = watchLeaving();
});

describe('paths without a public page', () => {
  it('send a signed-out visitor from a signed-in area to /', () => {
    renderWithApp(<AppArea />, { auth: signedOut, route: '/youtube-commenter', path: '*' });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('show a real not-found page for anything else', () => {
    renderWithApp(<AppArea />, { auth: signedOut, route: '/no-such-page', path: '*' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('location').textContent).toBe('/no-such-page');
  });

  it('show a signed-in user who is no operator the forbidden page in the operator area, without its menu', async () => {
    for (const route of ['/admin/users', '/admin/payments/123/show', '/admin']) {
      const { unmount } = renderWithApp(
        <Suspense>
          <AppArea />
        </Suspense>,
        { auth: signedIn(anna), route, path: '*' },
      );
      expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
      expect(screen.getByText('Your account does not have permission to open this page.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Operator area' })).toBeNull();
      expect(document.title).toBe('Access denied · AI-Powered Microservices');
      unmount();
    }
  });

  it('know which areas need a signed-in user, and which are the operators’', () => {
    for (const path of ['/subscription/manage', '/subscription/success', '/youtube-commenter/prompts', '/telegram', '/telegram-calendar', '/telegram-digest', '/homework', '/analytics', '/admin/users']) {
      expect(isSignedInPath(path)).toBe(true);
    }
    for (const path of ['/', '/subscription', '/subscription/fail', '/test-payment', '/terms', '/privacy', '/youtube-api-guide', '/telegramx']) {
      expect(isSignedInPath(path)).toBe(false);
    }
    expect(['/admin', '/admin/users', '/admin/queues/x'].every(isOperatorPath)).toBe(true);
    expect(['/administrator', '/youtube-commenter', '/'].some(isOperatorPath)).toBe(false);
  });
});

/** The top-level routes, as the app mounts them. */
function TopLevel() {
  return useRoutes(routes);
}

describe("the web process's operator pages, when it answers with the console instead (Bull Board, the Temporal UI)", () => {
  it('ask a signed-out visitor to sign in, staying on the page', async () => {
    const { session } = renderWithApp(<TopLevel />, { auth: signedOut, route: '/admin/queues' });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByText('This page is for operators. Sign in with an operator account to open it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect((session as unknown as { signedIn: number }).signedIn).toBe(1);
    expect(screen.getByTestId('location').textContent).toBe('/admin/queues');
  });

  it('show a signed-in user who is no operator the forbidden page', async () => {
    renderWithApp(<TopLevel />, { auth: signedIn(anna), route: '/admin/temporal/namespaces/default/workflows' });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('let an operator whose session the server did not see load the page again', async () => {
    renderWithApp(<TopLevel />, { auth: signedIn(olga), route: '/admin/queues/queue/telegram-updates' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(leaveTo).toHaveBeenCalledWith(window.location.href);
  });
});
