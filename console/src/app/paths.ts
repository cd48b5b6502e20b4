/** Every route of the console that the shell links to. */
export const paths = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
  youtubeApiGuide: '/youtube-api-guide',
  subscription: '/subscription',
  manageSubscription: '/subscription/manage',
  youtubeCommenter: '/youtube-commenter',
  telegram: '/telegram',
  telegramCalendar: '/telegram-calendar',
  telegramDigest: '/telegram-digest',
  homework: '/homework',
  analytics: '/analytics',
  operatorUsers: '/admin/users',
} as const;

/** Areas that need a signed-in user (spec 2); a signed-out visitor is sent to /. */
const signedInAreas: readonly string[] = [
  paths.manageSubscription,
  paths.youtubeCommenter,
  paths.telegram,
  paths.telegramCalendar,
  paths.telegramDigest,
  paths.homework,
  paths.analytics,
  '/admin',
];

export const isSignedInPath = (pathname: string): boolean =>
  signedInAreas.some((area) => pathname === area || pathname.startsWith(`${area}/`));
