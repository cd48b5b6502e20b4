/** Every route of the console that the shell links to. */
export const paths = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
  youtubeApiGuide: '/youtube-api-guide',
  subscription: '/subscription',
  manageSubscription: '/subscription/manage',
  subscriptionSuccess: '/subscription/success',
  subscriptionFail: '/subscription/fail',
  testPayment: '/test-payment',
  /** The sandbox's chat with the Telegram bots (sandbox only). */
  sandboxChat: '/sandbox-chat',
  youtubeCommenter: '/youtube-commenter',
  youtubePrompts: '/youtube-commenter/prompts',
  telegram: '/telegram',
  telegramCalendar: '/telegram-calendar',
  telegramDigest: '/telegram-digest',
  homework: '/homework',
  analytics: '/analytics',
  // The payment success page's shortcuts, as spec 2 names them; they lead to the two tools.
  telegramCalendarShortcut: '/telegram/calendar',
  telegramDigestShortcut: '/telegram/digest',
  /** The operator area's landing page; '/admin' itself leads here. */
  operatorArea: '/admin',
  operatorDashboard: '/admin/dashboard',
  operatorUsers: '/admin/users',
  operatorSubscriptions: '/admin/subscriptions',
  operatorPayments: '/admin/payments',
  // Not '/admin/queues': that is Bull Board's; the queues' counts head the jobs list.
  operatorJobs: '/admin/jobs',
  operatorWorkflows: '/admin/workflows',
  operatorSchedules: '/admin/schedules',
  operatorAudit: '/admin/audit',
  // Served by the web process to operators (contracts/public-config.ts OPERATOR_PAGES); anyone
  // else's navigation gets the console, which says why it cannot open them.
  bullBoard: '/admin/queues',
  temporalUi: '/admin/temporal',
} as const;

/** Whether `pathname` is `area` itself or a path below it. */
export const isUnder = (pathname: string, area: string): boolean => pathname === area || pathname.startsWith(`${area}/`);

/** The operator area: operators' and admins' alone. */
export const isOperatorPath = (pathname: string): boolean => isUnder(pathname, '/admin');
