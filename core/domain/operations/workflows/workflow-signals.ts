import { z } from 'zod';

/**
 * The signals an operator may send, per workflow type, with the shape of their arguments. The
 * workflows define them in workflows/<process>/definitions.ts, which core may not import: this
 * list repeats their names, and api/routes/admin/workflows.integration.test.ts fails when the two differ.
 */
export const WORKFLOW_SIGNALS: Readonly<Record<string, Readonly<Record<string, z.ZodType<unknown[]>>>>> = {
  subscriptionWorkflow: {
    // workflows/subscription/definitions.ts: paymentNoticeSignal, paymentCreatedSignal.
    paymentNotice: z.tuple([z.object({ paymentId: z.string().min(1), state: z.enum(['PENDING', 'CONFIRMED', 'REJECTED', 'REFUNDED', 'EXPIRED']) }).strict()]),
    paymentCreated: z.tuple([z.object({ paymentId: z.string().min(1) }).strict()]),
  },
};

export const signalsOf = (workflowType: string): string[] => Object.keys(WORKFLOW_SIGNALS[workflowType] ?? {});
