import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../auth/AuthContext';
import type { AuthState, Session } from '../auth/session';
import type { PublicConfigStore } from '../config/public-config';
import { PublicConfigProvider } from '../config/PublicConfigContext';
import { en } from '../i18n/en';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { theme } from '../theme';
import { fakeConfigStore, fakeSession, signedOut } from './fakes';

interface Options {
  route?: string;
  auth?: AuthState;
  session?: Session;
  config?: PublicConfigStore;
  /** Render the element at this route pattern (default: every path). */
  path?: string;
  theme?: Theme;
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
      <LocaleProvider initialLocale="en" initialMessages={en}>
        <AuthProvider session={session}>
          <PublicConfigProvider store={options.config ?? fakeConfigStore()}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
          </PublicConfigProvider>
        </AuthProvider>
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
