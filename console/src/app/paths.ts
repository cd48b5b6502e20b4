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
  operatorUsers: '/admin/users',
  operatorSubscriptions: '/admin/subscriptions',
  operatorPayments: '/admin/payments',
  // Served by the web process to operators (contracts/public-config.ts OPERATOR_PAGES); anyone
  // else's navigation gets the console, which says why it cannot open them.
  bullBoard: '/admin/queues',
  temporalUi: '/admin/temporal',
} as const;

/** Areas that need a signed-in user (spec 2); a signed-out visitor is sent to /. */
const signedInAreas: readonly string[] = [
  paths.manageSubscription,
  paths.subscriptionSuccess,
  paths.youtubeCommenter,
  paths.telegram,
  paths.telegramCalendar,
  paths.telegramDigest,
  paths.homework,
  paths.analytics,
  '/admin',
];

const isUnder = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

export const isSignedInPath = (pathname: string): boolean => signedInAreas.some((area) => isUnder(pathname, area));

/** The operator area: operators' and admins' alone. */
export const isOperatorPath = (pathname: string): boolean => isUnder(pathname, '/admin');
