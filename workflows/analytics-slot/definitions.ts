export const analyticsSlotWorkflowType = 'analyticsSlotWorkflow';
/** One Schedule per monitoring slot (core/domain/analytics/slot.ts). */
export const ANALYTICS_SLOT_SCHEDULE_PREFIX = 'analytics-slot-';

export type { SlotInput as AnalyticsSlotInput, SlotStartResult } from '../slot-definitions.ts';
