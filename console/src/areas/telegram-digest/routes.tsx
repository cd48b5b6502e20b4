import { Route, Routes } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { EditDigestPage } from './edit/EditDigestPage';
import { HistoryPage } from './history/HistoryPage';
import { DigestListPage } from './list/DigestListPage';
import { NewDigestPage } from './new/NewDigestPage';
import { QuickEditPage } from './quick-edit/QuickEditPage';
import { DigestSetupPage } from './setup/DigestSetupPage';

/**
 * The tool's screens below /telegram-digest; the feature guard is around them. Spec 2's
 * /telegram-digest/{id} and /telegram-digest/{digestId} are one route here (a parameter's name
 * is not part of a path), and /edit leads to the same screen.
 */
export default function TelegramDigestScreens() {
  return (
    <Routes>
      <Route index element={<DigestListPage />} />
      <Route path="new" element={<NewDigestPage />} />
      <Route path="setup" element={<DigestSetupPage />} />
      <Route path=":id" element={<EditDigestPage />} />
      <Route path=":id/edit" element={<EditDigestPage />} />
      <Route path=":id/quick-edit" element={<QuickEditPage />} />
      <Route path=":id/history" element={<HistoryPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
