import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SummarizeIcon from '@mui/icons-material/Summarize';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { PREMIUM_FEATURES, type PremiumFeature } from '../../../../../contracts/plan.ts';
import type { MessageKey } from '../../../i18n/types';

export interface PremiumService {
  feature: PremiumFeature;
  title: MessageKey;
  description: MessageKey;
  icon: SvgIconComponent;
  color: string;
}

/** How each premium feature is shown as a service (spec 2 'Included Services'), in the landing page's colours. */
const looks: Record<PremiumFeature, Omit<PremiumService, 'feature'>> = {
  'youtube-commenter': { title: 'subscription.services.youtube.title', description: 'subscription.services.youtube.description', icon: YouTubeIcon, color: '#dc2626' },
  'telegram-calendar': { title: 'subscription.services.calendar.title', description: 'subscription.services.calendar.description', icon: CalendarMonthIcon, color: '#0284c7' },
  'telegram-digest': { title: 'subscription.services.digest.title', description: 'subscription.services.digest.description', icon: SummarizeIcon, color: '#7c3aed' },
};

export const serviceFor = (feature: PremiumFeature): PremiumService => ({ feature, ...looks[feature] });

/** The services the subscription unlocks: one per premium feature of contracts/plan.ts, in its order. */
export const premiumServices: readonly PremiumService[] = PREMIUM_FEATURES.map(serviceFor);
