import { use, useState } from 'react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { api, session } from '../app/services';
import { useLocale } from '../i18n/LocaleProvider';
import NotFoundPage from '../shell/NotFoundPage';
import users from '../operator/users';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { i18nProviderFor } from './i18n-provider';
import { NotificationBridge } from './NotificationBridge';
import { OperatorLayout } from './OperatorLayout';
import { operatorTheme } from './theme';

const isOperator = (permissions: unknown) => permissions === 'operator' || permissions === 'admin';

const authProvider = createAuthProvider(session);
const dataProvider = createDataProvider(api);
// In memory: the language lives in the shell's storage, and list filters need not outlive the tab.
const store = memoryStore();

/**
 * react-admin for everything behind sign-in: the operator resources now, the signed-in screens
 * of later issues as CustomRoutes (one folder per area, spread in like `users`). It sits inside
 * the shell's router, so the paths are the site's own (basename '').
 */
export default function AdminApp() {
  const { locale } = useLocale();
  const [initialLocale] = useState(locale);
  const i18nProvider = use(i18nProviderFor(initialLocale));

  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={operatorTheme}
      layout={OperatorLayout}
      catchAll={NotFoundPage}
      accessDenied={NotFoundPage}
      notification={NotificationBridge}
      loginPage={false}
      disableTelemetry
    >
      {/* Later issues add <CustomRoutes> here for /youtube-commenter, /telegram and the rest. */}
      {(permissions: unknown) => (isOperator(permissions) ? <Resource name="admin/users" {...users} /> : null)}
    </Admin>
  );
}
