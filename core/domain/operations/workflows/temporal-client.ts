import type { TemporalHandle } from '../../../clients/temporal.ts';

/** All the operations need of Temporal: a client (the web process's handle, or the CLI's connection). */
export type TemporalClient = Pick<TemporalHandle, 'client'>;
