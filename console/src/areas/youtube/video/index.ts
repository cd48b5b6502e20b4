/** /youtube-commenter/video/{videoId}: a video's comments and their AI replies. */
export { VideoPage } from './VideoPage';
