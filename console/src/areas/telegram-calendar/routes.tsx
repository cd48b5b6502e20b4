import { Route, Routes } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { BotAuthPage } from './bot/BotAuthPage';
import { CalendarSetupPage } from './setup/CalendarSetupPage';

/** The tool's screens below /telegram-calendar; the feature guard is around them. */
export default function TelegramCalendarScreens() {
  return (
    <Routes>
      <Route index element={<CalendarSetupPage />} />
      <Route path="auth" element={<BotAuthPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
