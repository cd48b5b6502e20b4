/** /youtube-commenter: the connection, the channel and its latest videos. */
export { YoutubeHomePage } from './YoutubeHomePage';
