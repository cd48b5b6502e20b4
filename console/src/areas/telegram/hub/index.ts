/** /telegram: the two Telegram tools and the three steps of using them. */
export { TelegramHubPage } from './TelegramHubPage';
