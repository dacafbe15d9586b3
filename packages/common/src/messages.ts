import en from '../texts/en/errors.json' with { type: 'json' };

/**
 * The shared validation and error texts (docs/product/errors-and-messages.md#one-text-both-sides), written once in the
 * catalogue's `errors` namespace and read here in English. The API answers with these exact strings (its error hook
 * writes them in the request's language) and the web forms show them, so client and server can never disagree.
 */
export const messages = {
  login: {
    email: en['login.email'],
    password: en['login.password'],
  },
  register: {
    name: en['register.name'],
    /** A name holds letters, spaces, hyphens and apostrophes only (docs/product/accounts-and-roles.md#names). */
    nameCharacters: en['register.nameCharacters'],
    email: en['register.email'],
    password: en['register.password'],
    confirmPassword: en['register.confirmPassword'],
    birthDate: en['register.birthDate'],
    underage: en['register.underage'],
  },
  search: {
    sameCities: en['search.sameCities'],
  },
  auth: {
    invalidCredentials: en['auth.invalidCredentials'],
    unauthenticated: en['auth.unauthenticated'],
    invalidToken: en['auth.invalidToken'],
    forbidden: en['auth.forbidden'],
    emailTaken: en['auth.emailTaken'],
    googleNotConfigured: en['auth.googleNotConfigured'],
    googleInvalid: en['auth.googleInvalid'],
    googleFailed: en['auth.googleFailed'],
    googleLinkRequired: en['auth.googleLinkRequired'],
    googleUnavailable: en['auth.googleUnavailable'],
    tooManyAttempts: en['auth.tooManyAttempts'],
    tooManyRequests: en['auth.tooManyRequests'],
  },
  http: {
    notFound: en['http.notFound'],
    internal: en['http.internal'],
    /** A page's own words when a call got no answer at all (docs/product/errors-and-messages.md#in-place-messages). */
    unreachable: en['http.unreachable'],
    unavailable: en['http.unavailable'],
    databaseUnavailable: en['http.databaseUnavailable'],
    conflict: en['http.conflict'],
    /** 400 where a link would be built from a Host that is neither PUBLIC_URL's, a loopback name nor in ALLOWED_HOSTS. */
    unknownHost: en['http.unknownHost'],
    /** 503 when the password checks or map drawings of this instance are all busy and their wait queue is full. */
    busy: en['http.busy'],
    /** 400 for a NUL character in a body or a URL: PostgreSQL cannot store it in text. */
    nulCharacter: en['http.nulCharacter'],
  },
  /** Refusals of the live channel at /ws (docs/product/realtime-contract.md#limits). */
  realtime: {
    /** The ERROR frame of a CONNECT beyond the account's live sessions. */
    tooManyForAccount: en['realtime.tooManyForAccount'],
    /** The ERROR frame of a socket beyond its client address's live sessions. */
    tooManyForAddress: en['realtime.tooManyForAddress'],
    /** 403 to a WebSocket upgrade whose Origin is not the app's own. */
    foreignOrigin: en['realtime.foreignOrigin'],
    /** The ERROR frame of a socket that sent no CONNECT in time: a slow line, so a client may try again. */
    connectTimeout: en['realtime.connectTimeout'],
  },
} as const;
