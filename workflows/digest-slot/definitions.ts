export const digestSlotWorkflowType = 'digestSlotWorkflow';
/** One Schedule per slot (core/domain/digest/slot.ts); Temporal adds the fire time to each run's workflow id. */
export const digestSlotScheduleId = (slot: string) => `digest-slot-${slot}`;
export const DIGEST_SLOT_SCHEDULE_PREFIX = 'digest-slot-';

export type { SlotInput as DigestSlotInput, SlotStartResult } from '../slot-definitions.ts';
