import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import InsightsIcon from '@mui/icons-material/Insights';
import SchoolIcon from '@mui/icons-material/School';
import SummarizeIcon from '@mui/icons-material/Summarize';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { paths } from '../../app/paths';
import type { MessageKey } from '../../i18n/types';

export interface Tool {
  id: string;
  title: MessageKey;
  description: MessageKey;
  to: string;
  icon: SvgIconComponent;
  color: string;
}

/** Spec 1 and 2: the five tools of the landing page and where their cards lead. */
export const tools: readonly Tool[] = [
  { id: 'youtube-commenter', title: 'tools.youtubeCommenter.title', description: 'tools.youtubeCommenter.description', to: paths.youtubeCommenter, icon: YouTubeIcon, color: '#dc2626' },
  { id: 'telegram-calendar', title: 'tools.telegramCalendar.title', description: 'tools.telegramCalendar.description', to: paths.telegramCalendar, icon: CalendarMonthIcon, color: '#0284c7' },
  { id: 'telegram-digest', title: 'tools.telegramDigest.title', description: 'tools.telegramDigest.description', to: paths.telegramDigest, icon: SummarizeIcon, color: '#7c3aed' },
  { id: 'homework', title: 'tools.homework.title', description: 'tools.homework.description', to: paths.homework, icon: SchoolIcon, color: '#059669' },
  { id: 'analytics', title: 'tools.analytics.title', description: 'tools.analytics.description', to: paths.analytics, icon: InsightsIcon, color: '#d97706' },
];
