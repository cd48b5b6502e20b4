import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthContext';
import type { Session } from '../auth/session';
import type { PublicConfigStore } from '../config/public-config';
import { PublicConfigProvider } from '../config/PublicConfigContext';
import type { Messages } from '../i18n/en';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/types';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { theme } from '../theme';
import { Toaster } from '../toast/Toaster';
import { AppRoutes } from './AppRoutes';

interface Props {
  session: Session;
  publicConfig: PublicConfigStore;
  locale: Locale;
  messages: Messages;
}

export function App({ session, publicConfig, locale, messages }: Props) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LocaleProvider initialLocale={locale} initialMessages={messages}>
          {/* Pages have their own boundary inside the shell; this one catches the shell itself. */}
          <ErrorBoundary resetKey="app">
            <AuthProvider session={session}>
              <PublicConfigProvider store={publicConfig}>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
                <Toaster />
              </PublicConfigProvider>
            </AuthProvider>
          </ErrorBoundary>
        </LocaleProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
