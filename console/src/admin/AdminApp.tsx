import { use, useState } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { paths } from '../app/paths';
import { api, session } from '../app/services';
import { signedInAreaRoutes } from '../areas/signed-in-routes';
import { isLoaded } from '../i18n/catalog';
import { useLocale } from '../i18n/LocaleProvider';
import audit from '../operator/audit';
import { DashboardPage } from '../operator/dashboard/DashboardPage';
import jobs from '../operator/jobs';
import payments from '../operator/payments';
import { SchedulesPage } from '../operator/schedules/SchedulesPage';
import subscriptions from '../operator/subscriptions';
import users from '../operator/users';
import workflows from '../operator/workflows';
import ForbiddenPage from '../shell/ForbiddenPage';
import NotFoundPage from '../shell/NotFoundPage';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { frameMessages, i18nProviderFor } from './i18n-provider';
import { NotificationBridge } from './NotificationBridge';
import { OperatorLayout } from './OperatorLayout';
import { operatorTheme } from './theme';

const isOperator = (permissions: unknown) => permissions === 'operator' || permissions === 'admin';

const authProvider = createAuthProvider(session);
const dataProvider = createDataProvider(api);
// In memory: the language lives in the shell's storage, and list filters need not outlive the tab.
const store = memoryStore();

/**
 * react-admin for everything behind sign-in: the areas' signed-in screens as CustomRoutes (from
 * the list in areas/index.ts) and the operator resources (operator/, spread in like the
 * react-admin demo). It sits inside the shell's router, so the paths are the site's own
 * (basename '').
 */
export default function AdminApp() {
  const { locale, load } = useLocale();
  const [initialLocale] = useState(locale);
  // The operator screens' texts and the subscription statuses they show, fetched at once.
  const texts = frameMessages.map(load);
  const i18nProvider = use(i18nProviderFor(initialLocale));
  for (const loaded of texts) if (!isLoaded(loaded)) use(loaded);

  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={operatorTheme}
      layout={OperatorLayout}
      catchAll={NotFoundPage}
      accessDenied={ForbiddenPage}
      notification={NotificationBridge}
      loginPage={false}
      disableTelemetry
    >
      <CustomRoutes>{signedInAreaRoutes}</CustomRoutes>
      {(permissions: unknown) =>
        isOperator(permissions) ? (
          <>
            <CustomRoutes>
              <Route path={paths.operatorArea} element={<Navigate to={paths.operatorDashboard} replace />} />
              <Route path={paths.operatorDashboard} element={<DashboardPage />} />
              <Route path={paths.operatorSchedules} element={<SchedulesPage />} />
            </CustomRoutes>
            <Resource name="admin/users" {...users} />
            <Resource name="admin/subscriptions" {...subscriptions} />
            <Resource name="admin/payments" {...payments} />
            <Resource name="admin/jobs" {...jobs} />
            <Resource name="admin/workflows" {...workflows} />
            <Resource name="admin/audit" {...audit} />
          </>
        ) : null
      }
    </Admin>
  );
}
