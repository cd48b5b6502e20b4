/**
 * The operator area's English messages (its screens, and react-admin's resource names and fields), in polyglot syntax like the shell's `i18n/en.ts`.
 * A chunk of their own, fetched with the area's first view. Top-level keys are this area's alone.
 */
export const en = {
  operator: {
    area: 'Operator area',
    ownRole: 'You cannot change your own role.',
    editRoleOnlyAdmins: 'Only administrators can change roles.',
    reason: 'Reason',
    reasonHelp: 'At least 3 characters; it is kept in the audit log.',
    back: 'Back',
    subscriptions: {
      openTemporal: 'Open in Temporal UI',
      refund: 'Refund',
      cancel: 'Cancel',
      refundTitle: 'Refund this subscription?',
      refundBody: 'The subscriber gets the full amount back and loses access at once.',
      cancelTitle: 'Cancel this subscription?',
      cancelBody: 'Automatic renewal stops; the subscriber keeps access until the end of the paid period.',
      refunded: 'The subscription was refunded.',
      canceled: 'The subscription was cancelled.',
      payments: 'Payment history',
      noPayments: 'No payments yet.',
    },
    payments: {
      refund: 'Refund',
      refundTitle: 'Refund this payment?',
      refundBody: 'The full amount of this payment goes back to the card it was paid with.',
      refunded: 'The payment was refunded.',
    },
  },
  paymentKinds: {
    FIRST: 'First payment',
    RENEWAL: 'Renewal',
    RECOVERY: 'Recovery',
  },
  paymentStatuses: {
    NEW: 'New',
    PENDING: 'Pending',
    CONFIRMED: 'Confirmed',
    REJECTED: 'Rejected',
    REFUNDED: 'Refunded',
    EXPIRED: 'Expired',
  },
  roles: {
    user: 'User',
    operator: 'Operator',
    admin: 'Administrator',
  },
  resources: {
    'admin/users': {
      name: 'User |||| Users',
      fields: {
        id: 'ID',
        name: 'Name',
        email: 'E-mail',
        avatar: 'Avatar',
        role: 'Role',
        createdAt: 'Registered',
        lastSignInAt: 'Last sign-in',
        q: 'Search',
      },
    },
    'admin/subscriptions': {
      name: 'Subscription |||| Subscriptions',
      fields: {
        id: 'ID',
        userId: 'User ID',
        userName: 'Name',
        userEmail: 'E-mail',
        status: 'Status',
        plan: 'Plan',
        amount: 'Amount, ₽',
        provider: 'Payment provider',
        startDate: 'Start date',
        endDate: 'End date',
        canceledAt: 'Cancelled at',
        cancelReason: 'Cancellation reason',
        refundedAt: 'Refunded at',
        renewalAttempt: 'Renewal attempt',
        workflowId: 'Workflow',
        refundable: 'Refundable',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search',
      },
    },
    'admin/payments': {
      name: 'Payment |||| Payments',
      fields: {
        id: 'ID',
        subscriptionId: 'Subscription',
        userId: 'User ID',
        userEmail: 'E-mail',
        kind: 'Kind',
        status: 'Status',
        amount: 'Amount, ₽',
        provider: 'Payment provider',
        providerPaymentId: 'Bank payment ID',
        idempotencyKey: 'Idempotency key',
        period: 'Period',
        attempt: 'Attempt',
        declineCode: 'Decline code',
        declineMessage: 'Decline message',
        confirmedAt: 'Confirmed at',
        refundedAt: 'Refunded at',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
    },
  },
};

export type OperatorMessages = typeof en;

// Adds these keys to MessageKey, so the area's `t('…')` calls and toast texts type-check.
declare module '../../i18n/types' {
  interface AreaMessages {
    operator: OperatorMessages;
  }
}
