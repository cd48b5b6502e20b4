import { paths } from '../../app/paths';
import type { Area } from '../types';
import { telegramDigestMessages } from './i18n';

/**
 * The digest tool (spec 2 '/telegram-digest…', premium): the list with its connection states
 * (`list/`, the Russian bot-connect screen in `bot/`), a new digest (`new/`), the set-up wizard
 * (`setup/`), the edit screen (`edit/`), the second, simpler edit form (`quick-edit/`) and the
 * history (`history/`). The payment success page links here as /telegram/digest.
 */
export const telegramDigestArea: Area = {
  id: 'telegram-digest',
  path: paths.telegramDigest,
  feature: 'telegram-digest',
  aliases: [paths.telegramDigestShortcut],
  messages: telegramDigestMessages,
  screens: () => import('./routes'),
};
