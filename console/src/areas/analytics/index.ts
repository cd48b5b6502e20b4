import { paths } from '../../app/paths';
import type { Area } from '../types';
import { analyticsMessages } from './i18n';

/**
 * The analytics module (spec 2 'Analytics routes'): the overview with its insights, charts,
 * 'Run check now' and the question box (`dashboard/`, `insights/`, `charts/`, `run-check/`,
 * `ask/`), and the settings with the keys, monitoring preferences and the analytics bot
 * (`settings/`, `bot/`). Every signed-in user may use it; it is no premium feature.
 */
export const analyticsArea: Area = {
  id: 'analytics',
  path: paths.analytics,
  nav: { label: { en: 'Analytics', ru: 'Аналитика' } },
  messages: analyticsMessages,
  screens: () => import('./routes'),
};
