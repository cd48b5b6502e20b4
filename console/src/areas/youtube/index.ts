import { paths } from '../../app/paths';
import type { Area } from '../types';
import { youtubeMessages } from './i18n';

/**
 * The video-comment tool (premium): its home with the channel and videos (`channel/`), one
 * video's comments and AI replies (`video/`), the prompt templates (`prompts/`); and the
 * public YouTube API guide (`guide/`).
 */
export const youtubeArea: Area = {
  id: 'youtube',
  path: paths.youtubeCommenter,
  feature: 'youtube-commenter',
  nav: { label: { en: 'YouTube', ru: 'YouTube' } },
  messages: youtubeMessages,
  screens: () => import('./routes'),
  pages: [{ path: paths.youtubeApiGuide, view: () => import('./guide/YoutubeApiGuidePage') }],
};
