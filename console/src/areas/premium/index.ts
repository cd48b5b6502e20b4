/** The premium tools' routes, each behind the feature guard. */
export { premiumRoutes } from './routes';
