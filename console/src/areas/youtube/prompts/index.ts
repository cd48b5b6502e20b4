/** /youtube-commenter/prompts: the user's comment prompt templates. */
export { PromptsPage } from './PromptsPage';
