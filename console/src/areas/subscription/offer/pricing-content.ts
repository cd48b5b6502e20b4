import type { SvgIconComponent } from '@mui/icons-material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { MessageKey } from '../../../i18n/types';

/** Spec 2 '/subscription': the plan's features, in the spec's order. */
export const planFeatures: readonly MessageKey[] = [
  'pricing.features.youtube',
  'pricing.features.calendar',
  'pricing.features.digest',
  'pricing.features.priorityQueue',
  'pricing.features.prioritySupport',
  'pricing.features.earlyAccess',
];

export const reasons: readonly { id: string; icon: SvgIconComponent; title: MessageKey; body: MessageKey }[] = [
  { id: 'time', icon: ScheduleIcon, title: 'pricing.why.time.title', body: 'pricing.why.time.body' },
  { id: 'privacy', icon: LockOutlinedIcon, title: 'pricing.why.privacy.title', body: 'pricing.why.privacy.body' },
  { id: 'flexible', icon: EventAvailableIcon, title: 'pricing.why.flexible.title', body: 'pricing.why.flexible.body' },
  { id: 'refund', icon: VerifiedUserOutlinedIcon, title: 'pricing.why.refund.title', body: 'pricing.why.refund.body' },
];

export const faq: readonly { id: string; question: MessageKey; answer: MessageKey }[] = [
  { id: 'billing', question: 'pricing.faq.billing.question', answer: 'pricing.faq.billing.answer' },
  { id: 'cancel', question: 'pricing.faq.cancel.question', answer: 'pricing.faq.cancel.answer' },
  { id: 'refund', question: 'pricing.faq.refund.question', answer: 'pricing.faq.refund.answer' },
  { id: 'payment', question: 'pricing.faq.payment.question', answer: 'pricing.faq.payment.answer' },
  { id: 'failed', question: 'pricing.faq.failed.question', answer: 'pricing.faq.failed.answer' },
];
