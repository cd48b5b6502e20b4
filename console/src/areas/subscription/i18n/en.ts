/**
 * The subscription area's English messages (the offer, checkout, success, management, the feature guard and the Ending Soon notice), in polyglot syntax like the shell's `i18n/en.ts`.
 * A chunk of their own, fetched with the area's first view. Top-level keys are this area's alone.
 */
export const en = {
  subscription: {
    planName: 'Professional Plan',
    statuses: {
      NONE: 'No subscription',
      PENDING: 'Pending',
      ACTIVE: 'Active',
      CANCELED: 'Cancelled',
      PAST_DUE: 'Past due',
      EXPIRED: 'Expired',
    },
    services: {
      youtube: {
        title: 'YouTube comment assistant',
        description: 'AI replies to comments on your videos, with video context, batch processing and editable suggestions.',
      },
      calendar: {
        title: 'Telegram calendar',
        description: 'Turn text, voice and photo messages into calendar events.',
      },
      digest: {
        title: 'Telegram digests',
        description: 'Scheduled AI summaries of the channels and chats you follow.',
      },
    },
    payment: {
      linkMissing: 'Failed to create a payment link',
      failed: 'Failed to create payment',
    },
    endingSoon: {
      title: 'Subscription Ending Soon',
      description:
        'Your subscription ends in %{smart_count} day. Resume it to keep using the premium tools. |||| Your subscription ends in %{smart_count} days. Resume it to keep using the premium tools.',
    },
  },
  pricing: {
    title: 'One plan, every AI tool',
    subtitle: 'Answer comments, plan your days and read the news in minutes, all for one monthly price.',
    canceledBanner: 'Your subscription is cancelled but remains active until %{date}. You can reactivate it at any time.',
    badge: 'All tools included',
    price: '₽%{price}',
    perMonth: 'per month',
    vat: 'VAT not included',
    features: {
      youtube: 'Unlimited YouTube comment generation',
      calendar: 'Full Telegram calendar integration',
      digest: 'AI-powered Telegram digests',
      priorityQueue: 'Priority processing queue',
      prioritySupport: 'Priority support',
      earlyAccess: 'Early access to new features',
    },
    signInToSubscribe: 'Sign In to Subscribe',
    start: 'Start Your Subscription',
    reactivate: 'Reactivate Subscription',
    creating: 'Creating Payment...',
    guarantee: '%{refundDays}-day refund period · Cancel any time',
    servicesTitle: 'What you get',
    servicesSubtitle: 'Three AI services that work together under one subscription.',
    whyTitle: 'Why choose us',
    why: {
      time: {
        title: 'Hours back every week',
        body: 'Replies, events and summaries are drafted for you; you only review and approve.',
      },
      privacy: {
        title: 'Your data stays yours',
        body: 'Keys and tokens of your accounts are stored encrypted and used only to do what you ask.',
      },
      flexible: {
        title: 'No commitment',
        body: 'Cancel in two clicks; you keep access until the end of the period you paid for.',
      },
      refund: {
        title: 'Risk-free start',
        body: 'Not what you expected? Ask for a full refund within %{refundDays} days of your first payment.',
      },
    },
    faqTitle: 'Frequently asked questions',
    faq: {
      billing: {
        question: 'How does billing work?',
        answer: 'You pay ₽%{price} once a month, on the same day as your first payment. If that day does not exist in a month, we charge on its last day.',
      },
      cancel: {
        question: 'Can I cancel at any time?',
        answer: 'Yes. Cancel on the subscription page and automatic renewal stops; all services stay available until the end of the paid period.',
      },
      refund: {
        question: 'What is the refund policy?',
        answer: 'Within %{refundDays} days of your first payment you can request a full refund. Access ends at once, and the money is back on your card within 3-5 business days.',
      },
      payment: {
        question: 'How do I pay?',
        answer: 'By bank card on the secure page of our partner bank. We never see or store your card number.',
      },
      failed: {
        question: 'What if a payment fails?',
        answer: 'We try again up to 3 times within 2 days. If every attempt fails, access is paused until you pay from the subscription page.',
      },
    },
    offer: {
      title: 'Limited-time offer',
      body: 'Subscribe now and keep this price for as long as you stay with us: early subscribers are never affected by future price changes.',
      getStarted: 'Get Started for ₽%{price}/month',
      reactivate: 'Reactivate for ₽%{price}/month',
    },
  },
  paymentFail: {
    title: 'Payment failed',
    description: 'Your payment could not be completed and no money has been taken. You can try again with the same or another card.',
    retry: 'Back to the plan',
    home: 'Go to Home',
  },
  paymentSuccess: {
    title: 'Payment Successful!',
    subtitle: 'Thank you! We are activating your Professional Plan; this usually takes 30 to 60 seconds.',
    toast: 'Payment Successful! Activating your subscription...',
    activating: 'Activating your subscription…',
    checks: 'Status checks',
    activated: 'Subscription Activated',
    redirecting: 'Taking you to your subscription…',
    activatedToast: 'Subscription Activated! Welcome to the Pro plan',
    delayedTitle: 'Activation is taking longer than usual',
    delayedBody: 'Your payment has been received, but the subscription is not active yet. Please refresh this page in a few minutes.',
    plan: 'Plan',
    monthlySubscription: 'Monthly Subscription',
    validUntil: 'Valid Until',
    shortcutsTitle: 'Start using your tools',
    checkNow: 'Check Status Now',
    home: 'Go to Home',
    manage: 'Manage Subscription',
  },
  manage: {
    title: 'Subscription Management',
    subtitle: 'Your plan, billing dates and everything you can change.',
    cardTitle: 'Your subscription',
    plan: 'Plan',
    monthly: 'Monthly subscription',
    price: 'Price',
    priceValue: '₽%{amount} per month',
    startDate: 'Start date',
    nextBilling: 'Next billing date',
    activeUntil: 'Active until',
    endedOn: 'Ended on',
    canceledNotice: 'Your subscription has been cancelled. You can keep using all services until %{date}.',
    pastDue: 'Payment failed. Please update your payment details to continue using the services.',
    requestRefund: 'Request refund',
    cancel: 'Cancel subscription',
    resume: 'Resume subscription',
    payNow: 'Pay now',
    subscribeAgain: 'Subscribe again',
    includedServices: 'Included Services',
    billingInfo: 'Billing Information',
    billing: {
      monthly: 'You are billed monthly, on the day of your first payment.',
      refund: 'A full refund is available within %{refundDays} days of the first payment.',
      refundDaysLeft: '%{smart_count} day left to request a refund. |||| %{smart_count} days left to request a refund.',
      retries: 'If a payment fails, we try again up to 3 times within 2 days; after that, access is blocked.',
    },
    cancelDialog: {
      title: 'Cancel subscription?',
      body: 'You can keep using the services until the end of the paid period. Automatic renewal will be turned off.',
      bodyUntil: 'You can keep using the services until the end of the paid period, %{date}. Automatic renewal will be turned off.',
      reason: 'Why are you leaving? (optional)',
      keep: 'Keep subscription',
      confirm: 'Yes, cancel subscription',
      busy: 'Cancelling...',
    },
    refundDialog: {
      title: 'Request a refund?',
      full: 'You are within the %{refundDays}-day refund period, so you get a full refund of ₽%{amount}.',
      blocked: 'Access to the services is blocked immediately.',
      funds: 'The money is returned to your card within 3-5 business days.',
      keep: 'Keep subscription',
      confirm: 'Yes, refund ₽%{amount}',
      busy: 'Processing refund...',
    },
    cancelled: {
      title: 'Subscription cancelled',
      body: 'You can continue using the service until %{date}',
    },
    refunded: {
      title: 'Refund processed',
      body: 'Funds will be returned within 3-5 business days',
    },
    errors: {
      cancel: 'Failed to cancel subscription',
      cancelInline: 'Failed to cancel subscription. Please try again later.',
      refund: 'Failed to process refund',
      refundInline: 'Failed to process refund. Please try again later.',
    },
  },
  testPayment: {
    title: 'Test Payment Form',
    testMode: 'Test mode',
    amount: 'Amount',
    payment: 'Payment',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    invalidExpiry: 'Enter a month from 01 to 12, then the year.',
    cvv: 'CVV',
    cardholder: 'Cardholder name',
    hint: 'Use the test card %{card} with any future expiry date and any CVV.',
    declineHint: 'To try a declined payment, use %{card}.',
    noCharge: 'This is a test payment page. No real money is charged.',
    cancel: 'Cancel',
    pay: 'Pay ₽%{amount}',
    processing: 'Processing...',
    receipt: {
      title: 'Fiscal receipt',
      loading: 'Loading the fiscal receipt',
      loadFailed: "Could not load the payment's receipt",
      none: 'No fiscal receipt is sent with this payment (receipts are issued elsewhere)',
      item: 'Item',
      quantityPrice: 'Quantity × price',
      quantityTimesPrice: '%{quantity} × ₽%{price}',
      amount: 'Amount',
      vat: 'VAT rate',
      paymentMethod: 'Payment method',
      paymentObject: 'Payment object',
      taxation: 'Taxation system',
      ffdVersion: 'FFD version',
      email: 'The receipt will be e-mailed to %{email}',
    },
  },
  featureGuard: {
    sessionTitle: 'Please log in again',
    logInAgain: 'Log In Again',
    paywall: {
      title: 'Subscription required',
      body: '%{tool} is part of the Professional Plan. Subscribe for ₽%{price}/month to unlock it together with every other AI tool.',
      close: 'Close',
    },
  },
  promo: {
    title: 'Unlock your AI assistants',
    subtitle: 'One subscription gives you every premium tool. Cancel any time, with a full refund within %{refundDays} days.',
    startFree: 'Start for free',
    subscribe: 'Subscribe now',
  },
};

export type SubscriptionMessages = typeof en;

// Adds these keys to MessageKey, so the area's `t('…')` calls and toast texts type-check.
declare module '../../../i18n/types' {
  interface AreaMessages {
    subscription: SubscriptionMessages;
  }
}
