/**
 * The shell's English messages in polyglot syntax (`%{name}` placeholders, `||||` plural forms):
 * the header, footer, errors, sign-in, the landing and legal pages. Bundled with the shell, so
 * they hold only what every page may need; each area's texts sit beside it
 * (`areas/<area>/i18n/{en,ru}.ts`) and come with its first view (`catalog.ts`). React-admin
 * reads them through the operator frame's i18nProvider, over ra-language-english; they stay
 * free of react-admin imports so the landing page can load them without it.
 */
export const en = {
  app: {
    name: 'AI-Powered Microservices',
    home: 'Home',
  },
  common: {
    loading: 'Loading…',
    open: 'Open',
    close: 'Close',
    copy: 'Copy',
    copied: 'Copied!',
    notAvailable: '—',
  },
  nav: {
    main: 'Main navigation',
    manageSubscription: 'Manage Subscription',
    logout: 'Logout',
    signIn: 'Sign in',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountMenu: 'Account menu',
    operator: 'Operator',
    dashboard: 'Dashboard',
    users: 'Users',
    bullBoard: 'Bull Board',
    temporal: 'Temporal UI',
    subscriptions: 'Subscriptions',
    payments: 'Payments',
    jobs: 'Jobs',
    workflows: 'Workflows',
    schedules: 'Schedules',
    audit: 'Audit log',
  },
  language: {
    label: 'Language',
    en: 'English',
    ru: 'Русский',
  },
  sandbox: {
    badge: 'Sandbox',
    hint: 'Sandbox mode: sign-in and payments use local stand-ins, so no real accounts or money are involved. Open it to chat with the Telegram bots.',
  },
  footer: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    copyright: '© %{year} AI-Powered Microservices',
  },
  auth: {
    signInWithGoogle: 'Sign in with Google',
    sessionExpired: {
      title: 'Session Expired',
      description: 'Your session has expired. Please log in again to continue using this feature.',
    },
    signInFailed: {
      title: 'Sign-in failed',
      access_denied: 'Sign-in with Google was cancelled.',
      invalid_state: 'The sign-in request has expired or was already used. Please try again.',
      email_unverified: 'The e-mail address of your Google account is not verified. Verify it with Google and try again.',
      sign_in_failed: 'We could not sign you in with Google. Please try again in a few minutes.',
    },
  },
  errors: {
    serviceUnavailable: {
      title: 'The service is briefly unavailable',
      description: 'Please try again in a moment.',
    },
    generic: {
      title: 'Something went wrong',
      description: 'An unexpected error occurred while showing this page.',
      retry: 'Try again',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has been moved.',
    },
    forbidden: {
      title: 'Access denied',
      description: 'Your account does not have permission to open this page.',
    },
    signInRequired: {
      title: 'Sign in to continue',
      description: 'This page is for operators. Sign in with an operator account to open it.',
    },
    home: 'Go to Home',
    title: 'Error',
    server: {
      bad_request: 'The request could not be processed.',
      validation_error: 'Some of the data is not valid. Please check it and try again.',
      invalid_json: 'The request could not be read.',
      unsupported_media_type: 'The request could not be read.',
      payload_too_large: 'The data you sent is too large.',
      unauthorized: 'Please sign in to continue.',
      invalid_token: 'Your session is no longer valid. Please sign in again.',
      token_expired: 'Your session has expired. Please sign in again.',
      session_revoked: 'You have been signed out. Please sign in again.',
      forbidden: 'You do not have permission to do this.',
      premium_required: 'This feature is available with a subscription.',
      not_found: 'The requested item was not found.',
      method_not_allowed: 'This action is not supported.',
      conflict: 'This change conflicts with the current state of the data.',
      rate_limited: 'Too many requests. Please wait a moment and try again.',
      service_unavailable: 'The service is temporarily unavailable. Please try again later.',
      internal_error: 'An error occurred on the server. Please try again later.',
      network: 'Could not reach the server. Check your connection and try again.',
      unknown: 'Something went wrong. Please try again.',
    },
  },
  landing: {
    headline: 'AI-Powered Microservices',
    subtitle: 'AI tools for creators, teams and teachers, available under one monthly subscription.',
    welcome: 'Welcome back, %{name}!',
    toolsTitle: 'Tools',
    openTool: 'Open %{tool}',
  },
  tools: {
    youtubeCommenter: {
      title: 'Video-comment assistant',
      description: "AI replies to comments on the user's own videos, with video context, batch processing and editable suggestions.",
    },
    telegramCalendar: {
      title: 'Messaging-app calendar',
      description: 'Creates calendar events from text, voice and photo messages.',
    },
    telegramDigest: {
      title: 'Messaging-app digest',
      description: 'Scheduled AI summaries of channels and chats.',
    },
    homework: {
      title: 'Homework manager',
      description: 'Courses, assignments, AI-assisted grading.',
    },
    analytics: {
      title: 'Analytics assistant',
      description: 'Insights and anomaly detection.',
    },
  },
  legal: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    documentLanguage: 'Document language',
  },
};

/** The shape every locale of the shell must match: the same keys, each a string. */
export type Messages = typeof en;
