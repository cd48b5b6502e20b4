import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { ApiProvider } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { AuthProvider } from '../auth/AuthContext';
import type { Session } from '../auth/session';
import type { PublicConfigStore } from '../config/public-config';
import { PublicConfigProvider } from '../config/PublicConfigContext';
import type { Messages } from '../i18n/en';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/types';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { SubscriptionProvider } from '../areas/subscription/state/SubscriptionProvider';
import { theme } from '../theme';
import { Toaster } from '../toast/Toaster';
import { AppRoutes } from './AppRoutes';

interface Props {
  api: ApiClient;
  session: Session;
  publicConfig: PublicConfigStore;
  locale: Locale;
  messages: Messages;
}

export function App({ api, session, publicConfig, locale, messages }: Props) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LocaleProvider initialLocale={locale} initialMessages={messages}>
          {/* Pages have their own boundary inside the shell; this one catches the shell itself. */}
          <ErrorBoundary resetKey="app">
            <ApiProvider api={api}>
              <AuthProvider session={session}>
                <PublicConfigProvider store={publicConfig}>
                  <SubscriptionProvider>
                    <BrowserRouter>
                      <AppRoutes />
                    </BrowserRouter>
                  </SubscriptionProvider>
                  <Toaster />
                </PublicConfigProvider>
              </AuthProvider>
            </ApiProvider>
          </ErrorBoundary>
        </LocaleProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
