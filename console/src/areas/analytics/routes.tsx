import { Route, Routes } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { AnalyticsPage } from './dashboard/AnalyticsPage';
import { SettingsPage } from './settings/SettingsPage';

/** The area's screens below /analytics (spec 2 'Analytics routes'). */
export default function AnalyticsScreens() {
  return (
    <Routes>
      <Route index element={<AnalyticsPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
