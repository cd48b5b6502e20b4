import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { api, publicConfig, session, tokens } from './app/services';
import { showSignInError } from './auth/sign-in-errors';
import { takeSignInParams } from './auth/url-params';
import { loadMessages } from './i18n/load';
import { initialLocale } from './i18n/locale-storage';
import { toasts } from './toast/toast-store';

// Before the router reads the address: keep the token from the sign-in redirect, drop it
// from the address bar, then ask who is signed in (spec 4 'Auth').
const { authError } = takeSignInParams(tokens);
if (authError !== null) showSignInError(authError, toasts);
void session.start();

const locale = initialLocale();
const root = createRoot(document.getElementById('root') as HTMLElement);
// Russian is a separate chunk: wait for it rather than flash English first.
void loadMessages(locale).then((messages) => {
  root.render(<App api={api} session={session} publicConfig={publicConfig} locale={locale} messages={messages} />);
});
