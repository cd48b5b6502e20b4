import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../app/paths';
import NotFoundPage from '../../shell/NotFoundPage';
import { FeatureGuard } from '../../subscription/FeatureGuard';
import { YoutubeHomePage } from '../youtube/channel';
import { PromptsPage } from '../youtube/prompts';
import { VideoPage } from '../youtube/video';

/**
 * The premium tools behind the feature guard (spec 5 'Premium gating'). The Telegram tools
 * are not built yet: a subscriber sees the not-found page inside the guard until they are.
 */
export const premiumRoutes = (
  <>
    <Route
      path="/youtube-commenter/*"
      element={
        <FeatureGuard feature="youtube-commenter">
          <Routes>
            <Route index element={<YoutubeHomePage />} />
            <Route path="prompts" element={<PromptsPage />} />
            <Route path="video/:videoId" element={<VideoPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </FeatureGuard>
      }
    />
    <Route
      path="/telegram-calendar/*"
      element={
        <FeatureGuard feature="telegram-calendar">
          {/* Replaced by the issue that builds the Telegram calendar (spec 02, '/telegram-calendar'). */}
          <NotFoundPage />
        </FeatureGuard>
      }
    />
    <Route
      path="/telegram-digest/*"
      element={
        <FeatureGuard feature="telegram-digest">
          {/* Replaced by the issue that builds the Telegram digest (spec 02, '/telegram-digest'). */}
          <NotFoundPage />
        </FeatureGuard>
      }
    />
    {/* The payment success page's shortcuts use these paths (spec 2); they lead to the tools. */}
    <Route path={paths.telegramCalendarShortcut} element={<Navigate to={paths.telegramCalendar} replace />} />
    <Route path={paths.telegramDigestShortcut} element={<Navigate to={paths.telegramDigest} replace />} />
  </>
);
