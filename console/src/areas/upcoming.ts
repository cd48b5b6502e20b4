import { paths } from '../app/paths';
import type { Area } from './types';

/*
 * The tools that spec 2 already links to but that are not built yet: a signed-in visitor gets
 * the not-found page there (behind the feature guard for a premium one). Building one means a
 * folder `areas/<area>/` whose index.ts descriptor adds `screens` and `messages`, and its line in
 * areas/index.ts importing that instead of the stand-in below.
 */

export const analyticsArea: Area = { id: 'analytics', path: paths.analytics, nav: { label: { en: 'Analytics', ru: 'Аналитика' } } };
