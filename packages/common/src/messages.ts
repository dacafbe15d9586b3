/**
 * The shared validation and error texts (docs/product/errors-and-messages.md#one-text-both-sides), written once. The
 * API answers with these exact strings and the web forms show them, so client and server can never disagree.
 */
export const messages = {
  login: {
    email: 'Please enter a valid email.',
    password: 'Password is required.',
  },
  register: {
    name: 'Name is required.',
    /** A name holds letters, spaces, hyphens and apostrophes only (docs/product/accounts-and-roles.md#names). */
    nameCharacters: 'Use letters, spaces, hyphens and apostrophes only.',
    email: 'Enter a valid email address.',
    password: 'Password must be at least 6 characters long.',
    confirmPassword: 'Passwords must match.',
    birthDate: 'Enter a valid birth date.',
    underage: 'You must be at least 18 years old.',
  },
  search: {
    sameCities: 'Pick-up and drop-off cities must be different',
  },
  auth: {
    invalidCredentials: 'Invalid email or password',
    unauthenticated: 'Authentication required',
    invalidToken: 'Invalid or expired token',
    forbidden: 'You do not have permission to do this',
    emailTaken: 'An account with this email already exists',
    googleNotConfigured: 'Google sign-in is not configured: set GOOGLE_CLIENT_ID',
    googleInvalid: 'Google sign-in could not be verified',
    googleFailed: 'Login with Google failed!',
    googleLinkRequired:
      'An account with this e-mail already exists. Log in with your password and link Google in your profile.',
    googleUnavailable: 'Google sign-in is unavailable right now, try again later',
    tooManyAttempts: 'Too many failed login attempts, try again later',
    tooManyRequests: 'Too many requests, slow down',
  },
  http: {
    notFound: 'Not found',
    internal: 'Something went wrong on our side',
    /** A page's own words when a call got no answer at all (docs/product/errors-and-messages.md#in-place-messages). */
    unreachable: 'We could not reach Wayfare. Check your connection and try again.',
    unavailable: 'The service is shutting down, try again shortly',
    databaseUnavailable: 'The database is not answering',
    conflict: 'This conflicts with data that already exists',
    /** 400 where a link would be built from a Host that is neither PUBLIC_URL's, a loopback name nor in ALLOWED_HOSTS. */
    unknownHost: 'Unknown host',
    /** 503 when the password checks or map drawings of this instance are all busy and their wait queue is full. */
    busy: 'The server is busy right now, try again in a few seconds',
  },
  /** Refusals of the live channel at /ws (docs/product/realtime-contract.md#limits). */
  realtime: {
    /** The ERROR frame of a CONNECT beyond the account's live sessions. */
    tooManyForAccount: 'Too many live connections for this account.',
    /** The ERROR frame of a socket beyond its client address's live sessions. */
    tooManyForAddress: 'Too many live connections from this address.',
    /** 403 to a WebSocket upgrade whose Origin is not the app's own. */
    foreignOrigin: "Live connections are open to this site's own pages only.",
    /** The ERROR frame of a socket that sent no CONNECT in time: a slow line, so a client may try again. */
    connectTimeout: 'No CONNECT received in time',
  },
  pages: {
    notFound: "Oops! The page you're looking for doesn't exist.",
  },
} as const;
