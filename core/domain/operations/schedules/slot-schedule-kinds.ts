/**
 * The kinds of slot Schedules (workflows/slot-schedules.ts): their id prefix comes from the
 * workflows' definitions.ts, which the caller (api, scripts) may import and core may not.
 */
export interface SlotScheduleKind {
  kind: 'digest' | 'analytics';
  prefix: string;
}
