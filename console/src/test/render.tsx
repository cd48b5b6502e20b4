import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiProvider } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { AuthProvider } from '../auth/AuthContext';
import type { AuthState, Session } from '../auth/session';
import type { PublicConfigStore } from '../config/public-config';
import { PublicConfigProvider } from '../config/PublicConfigContext';
import { en } from '../i18n/en';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Subscription } from '../areas/subscription/state/subscription';
import { SubscriptionContext, SubscriptionProvider, type SubscriptionContextValue } from '../areas/subscription/state/SubscriptionProvider';
import { theme } from '../theme';
import { fakeConfigStore, fakeSession, fixedSubscription, signedOut, unusedApi } from './fakes';
import { loadBundles } from './messages';

// Components render as inside their area: with every area's English texts already in.
const preloaded = await loadBundles('en');

interface Options {
  route?: string;
  auth?: AuthState;
  session?: Session;
  config?: PublicConfigStore;
  /** Render the element at this route pattern (default: every path). */
  path?: string;
  theme?: Theme;
  /** The API behind useApi(); with it and no `subscription`, the real subscription provider runs. */
  api?: ApiClient;
  /** A fixed subscription state instead of the provider (default: none known, not loading). */
  subscription?: Subscription | null | SubscriptionContextValue;
}

function SubscriptionSetup({ options, children }: { options: Options; children: ReactNode }) {
  if (options.api !== undefined && options.subscription === undefined) return <SubscriptionProvider>{children}</SubscriptionProvider>;
  const given = options.subscription ?? null;
  const value = given !== null && 'refresh' in given ? given : fixedSubscription(given);
  return <SubscriptionContext value={value}>{children}</SubscriptionContext>;
}

/** Shows the router's current path so tests can see redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithApp(ui: ReactElement, options: Options = {}): RenderResult & { session: Session } {
  const session = options.session ?? fakeSession(options.auth ?? signedOut);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={options.theme ?? theme}>
      <CssBaseline />
      <LocaleProvider initialLocale="en" initialMessages={en} preloaded={preloaded}>
        <ApiProvider api={options.api ?? unusedApi}>
          <AuthProvider session={session}>
            <PublicConfigProvider store={options.config ?? fakeConfigStore()}>
              <SubscriptionSetup options={options}>
                <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
              </SubscriptionSetup>
            </PublicConfigProvider>
          </AuthProvider>
        </ApiProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
  const tree = (
    <>
      {options.path === undefined ? (
        ui
      ) : (
        <Routes>
          <Route path={options.path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
      )}
      <LocationProbe />
    </>
  );
  return Object.assign(render(tree, { wrapper }), { session });
}
