import { Route, Routes } from 'react-router';
import NotFoundPage from '../../shell/NotFoundPage';
import { YoutubeHomePage } from './channel';
import { PromptsPage } from './prompts';
import { VideoPage } from './video';

/** The tool's screens below /youtube-commenter; the feature guard is around them. */
export default function YoutubeScreens() {
  return (
    <Routes>
      <Route index element={<YoutubeHomePage />} />
      <Route path="prompts" element={<PromptsPage />} />
      <Route path="video/:videoId" element={<VideoPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
