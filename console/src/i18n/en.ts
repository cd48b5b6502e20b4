/**
 * English messages in polyglot syntax (`%{name}` placeholders, `||||` plural forms), read by
 * the shell and public pages through `LocaleProvider` and by react-admin through the
 * operator area's i18nProvider, which lays them over ra-language-english. They stay free of
 * react-admin imports so the landing page can load them without it.
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
  },
  nav: {
    main: 'Main navigation',
    youtube: 'YouTube',
    telegram: 'Telegram',
    homework: 'Homework',
    analytics: 'Analytics',
    subscription: 'Subscription',
    manageSubscription: 'Manage Subscription',
    logout: 'Logout',
    signIn: 'Sign in',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountMenu: 'Account menu',
    operator: 'Operator',
    users: 'Users',
    bullBoard: 'Bull Board',
    temporal: 'Temporal UI',
  },
  language: {
    label: 'Language',
    en: 'English',
    ru: 'Русский',
  },
  sandbox: {
    badge: 'Sandbox',
    hint: 'Sandbox mode: sign-in and payments use local stand-ins, so no real accounts or money are involved.',
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
    generic: {
      title: 'Something went wrong',
      description: 'An unexpected error occurred while showing this page.',
      retry: 'Try again',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has been moved.',
      home: 'Go to Home',
    },
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
  guide: {
    title: 'YouTube API Setup Guide',
    intro:
      'To read and answer comments on your channel, the video-comment assistant uses your own Google Cloud project. Follow these six steps once; it takes about fifteen minutes.',
    step: 'Step %{number}',
    steps: {
      project: {
        title: 'Create a Google Cloud project',
        p1: 'Open the Google Cloud Console and sign in with the Google account that owns your YouTube channel.',
        p2: 'Open the project selector at the top of the page and choose New Project.',
        p3: 'Name the project, for example "Comment assistant", press Create and make sure the new project is selected before you continue.',
      },
      api: {
        title: 'Enable the YouTube Data API v3',
        p1: 'In the navigation menu open APIs & Services, then Library.',
        p2: 'Search for "YouTube Data API v3", open it and press Enable.',
        p3: 'The API has a free quota of 10,000 units per day. Reading comments costs about 1 unit per request, publishing a reply about 50 units.',
      },
      consent: {
        title: 'Configure the OAuth consent screen',
        p1: 'Open APIs & Services, then OAuth consent screen.',
        p2: 'Choose the External user type (recommended): it works with any Google account, including a personal Gmail address.',
        p3: 'Enter the app name, a support e-mail and a developer contact e-mail, and add the scope https://www.googleapis.com/auth/youtube.force-ssl.',
        p4: 'While the app is in testing, add the Google account of your channel under Test users.',
      },
      credentials: {
        title: 'Create OAuth credentials',
        p1: 'Open APIs & Services, then Credentials, and choose Create credentials, then OAuth client ID.',
        p2: 'Select the application type Web application.',
        p3: 'Under Authorized redirect URIs add this address. It must match exactly: the scheme, the host, the port and no trailing slash.',
        p4: 'Press Create and keep the Client ID and the Client secret for the settings of the video-comment assistant.',
      },
      apiKey: {
        title: 'Create an API key',
        p1: 'On the same Credentials page choose Create credentials, then API key.',
        p2: 'Edit the key and, under API restrictions, allow only the YouTube Data API v3.',
        p3: 'Enter the API key, the Client ID and the Client secret in YouTube API Settings on the video-comment assistant page. They are stored encrypted.',
      },
      publish: {
        title: 'Publish the app',
        p1: 'Go back to the OAuth consent screen and press Publish app.',
        p2: 'Authorizations of apps that stay in testing expire after seven days, so publishing saves you from reconnecting every week.',
        p3: 'Your own app does not need Google’s verification review when only you connect through it.',
      },
    },
    callbackUrl: 'Authorized redirect URI',
    copyCallbackUrl: 'Copy the redirect URI',
    troubleshooting: {
      title: 'Troubleshooting',
      accessBlocked: {
        title: 'Access blocked',
        body: 'Google refuses the sign-in when your account is not a test user of an app in testing, or when the consent screen is incomplete. Add your account under Test users or publish the app (step 6), and check that every required field of the consent screen is filled in.',
      },
      redirectUriMismatch: {
        title: 'redirect_uri_mismatch',
        body: 'The redirect URI of your OAuth client differs from the callback address. Copy the address from step 4 into Authorized redirect URIs without any change, save, and wait a few minutes for Google to apply it.',
      },
      invalidClient: {
        title: 'invalid_client',
        body: 'The Client ID or the Client secret is wrong, or the OAuth client was deleted. Copy both again from the Credentials page and save them in YouTube API Settings.',
      },
      notVerified: {
        title: 'App not verified',
        body: 'Google warns that it has not verified the app. For an app you created for yourself this is expected: choose Advanced, then continue to your app. Verification is only needed if other people connect through your app.',
      },
    },
    bestPractices: {
      title: 'Best practices',
      secrets: 'Keep the Client secret and the API key private: never publish them or send them in messages.',
      restrictKey: 'Restrict the API key to the YouTube Data API v3.',
      quota: 'Watch the quota in the Google Cloud Console. The free quota is 10,000 units per day and resets at midnight Pacific Time.',
      rotate: 'If a secret leaks, delete it in the Google Cloud Console, create a new one and save it in the settings.',
      dedicatedProject: 'Use a separate Google Cloud project for this service so that other apps do not spend its quota.',
    },
    nextSteps: {
      title: 'Next steps',
      body: 'When the credentials are ready, connect your channel and start answering comments.',
      openTool: 'Open the video-comment assistant',
      docs: 'YouTube Data API documentation',
    },
  },
  operator: {
    area: 'Operator area',
    ownRole: 'You cannot change your own role.',
    editRoleOnlyAdmins: 'Only administrators can change roles.',
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
  },
};

/** The shape every locale must match: the same keys, each a string. */
export type Messages = typeof en;
