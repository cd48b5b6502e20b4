import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SummarizeIcon from '@mui/icons-material/Summarize';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { paths } from '../app/paths';
import type { MessageKey } from '../i18n/types';
import type { PremiumFeature } from './features';

export interface PremiumService {
  feature: PremiumFeature;
  title: MessageKey;
  description: MessageKey;
  icon: SvgIconComponent;
  color: string;
  to: string;
}

/** The three services the subscription unlocks (spec 2 'Included Services'), in the landing page's colours. */
export const premiumServices: readonly PremiumService[] = [
  { feature: 'youtube-commenter', title: 'subscription.services.youtube.title', description: 'subscription.services.youtube.description', icon: YouTubeIcon, color: '#dc2626', to: paths.youtubeCommenter },
  { feature: 'telegram-calendar', title: 'subscription.services.calendar.title', description: 'subscription.services.calendar.description', icon: CalendarMonthIcon, color: '#0284c7', to: paths.telegramCalendar },
  { feature: 'telegram-digest', title: 'subscription.services.digest.title', description: 'subscription.services.digest.description', icon: SummarizeIcon, color: '#7c3aed', to: paths.telegramDigest },
];

export const serviceFor = (feature: PremiumFeature): PremiumService => premiumServices.find((service) => service.feature === feature) ?? premiumServices[0]!;
