import { Route, Routes } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { TelegramHubPage } from './hub';

/** The hub's screens below /telegram (the success page's /telegram/calendar and /telegram/digest are aliases of the tools). */
export default function TelegramScreens() {
  return (
    <Routes>
      <Route index element={<TelegramHubPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
