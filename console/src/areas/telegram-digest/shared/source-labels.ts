import type { Translate } from '../../../i18n/types';
import type { AvailableChannel } from './digest-api';

/** A chat's second line: its @username when it has one, and its kind ('@technews · Channel'). */
export const channelDetails = (channel: Pick<AvailableChannel, 'username' | 'type'>, t: Translate): string =>
  [channel.username ? `@${channel.username.replace(/^@/, '')}` : null, t(`telegramDigest.sourceType.${channel.type}`)].filter((part) => part !== null).join(' · ');
