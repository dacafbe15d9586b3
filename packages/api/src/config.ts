import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseAllowedHosts } from './lib/allowed-hosts';
import { parseTrustProxy } from './lib/trust-proxy';

/**
 * Connections per API instance (`DATABASE_POOL_SIZE`). About twice the database server's cores keeps it busiest (the
 * PostgreSQL wiki's "number of connections"), and a pool's connection also waits for the app between queries: 6 did
 * the most on the benchmarks' 2-core machine (bench/HISTORY.md, 2026-11-26).
 */
export const DEFAULT_POOL_SIZE = 6;

/**
 * Every environment variable the API reads, parsed once by one zod schema, so each is defaulted and checked in one
 * place (the root README's configuration table is `configVariablesMarkdown()` below). Nothing else reads
 * `process.env`; tests call `loadConfig` with their own object.
 */

/** Defaults that are paths are resolved from this file, not from the working directory, so `npm start` works anywhere. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** A variable's unset parts of an options object are left out: the Stripe SDK reads a present `undefined` as a value. */
const onlySet = <Options extends object>(options: Options): Partial<Options> =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<Options>;

/**
 * One variable: its schema, its default and meaning as the README shows them, and where its parsed value goes in the
 * configuration (`config`). A variable read together with others (the admin account, the demo accounts, the Redis
 * prefix) has no `config` of its own: `derived` below places it.
 */
function variable<Schema extends z.ZodType, Placed extends object = object>(entry: {
  schema: Schema;
  shownDefault: string;
  description: string;
  config?: (value: z.output<Schema>) => Placed;
}) {
  return entry;
}

/** The documented variables: name → schema with `.describe()`, the default as the README shows it, its place. */
const variables = {
  PORT: variable({
    schema: z.coerce.number().int().min(0).max(65535).default(3000),
    shownDefault: '3000',
    description: 'TCP port the server listens on.',
    config: (port) => ({ port }),
  }),
  HOST: variable({
    schema: z.string().min(1).default('0.0.0.0'),
    shownDefault: '0.0.0.0',
    description: 'Interface the server listens on (127.0.0.1 to accept local connections only).',
    config: (host) => ({ host }),
  }),
  DRAIN_GRACE_MS: variable({
    schema: z.coerce.number().int().min(0).max(5000).default(1000),
    shownDefault: '1000',
    description:
      'On SIGTERM, how long (ms, at most 5000) the server goes on serving requests on connections already open, each answer with `Connection: close` so clients and balancers move to new connections, before it closes the idle ones; 0 closes them at once. The whole shutdown is cut short after 10 s.',
    config: (drainGraceMs) => ({ drainGraceMs }),
  }),
  DATA_DIR: variable({
    schema: z.string().min(1).default(path.join(repoRoot, 'data')),
    shownDefault: '<repo>/data',
    description:
      'Where the embedded database (PGlite) and the generated JWT secret are kept. Relative paths are taken from the working directory.',
    config: (dir) => ({ dataDir: path.resolve(dir) }),
  }),
  BACKUP_DIR: variable({
    schema: z.string().min(1).default(path.join(repoRoot, 'backups')),
    shownDefault: '<repo>/backups',
    description:
      "Where `npm run backup` writes its timestamped dumps (PostgreSQL: pg_dump custom format, `.dump`; embedded database: PGlite's data directory, `.tar.gz`). Relative paths are taken from the directory the command is run in.",
    config: (dir) => ({ backupDir: path.resolve(dir) }),
  }),
  WEB_DIST_DIR: variable({
    schema: z.string().min(1).default(path.join(repoRoot, 'packages/web/dist')),
    shownDefault: '<repo>/packages/web/dist',
    description: 'The built web app the server serves (with an index.html fallback for client-side routes).',
    config: (dir) => ({ webDistDir: path.resolve(dir) }),
  }),
  WEB_SERVER_DIR: variable({
    schema: z.string().min(1).default(path.join(repoRoot, 'packages/web/dist-server')),
    shownDefault: '<repo>/packages/web/dist-server',
    description:
      "The web build's server render, which draws /search and /discount-plans with their data per request (without it those pages are drawn by the browser).",
    config: (dir) => ({ webServerDir: path.resolve(dir) }),
  }),
  DATABASE_URL: variable({
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    shownDefault: '(unset: embedded PGlite)',
    description: 'PostgreSQL connection URL. When set, the server uses it instead of the embedded database.',
    config: (databaseUrl) => ({ databaseUrl }),
  }),
  DATABASE_POOL_SIZE: variable({
    schema: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
    shownDefault: String(DEFAULT_POOL_SIZE),
    description:
      "PostgreSQL connections per API instance. Best when all instances together hold about three times the database server's cores (6 suits a 2-core server).",
    config: (databasePoolSize) => ({ databasePoolSize }),
  }),
  JWT_SECRET: variable({
    schema: z.string().min(32, 'must be at least 32 characters').optional(),
    shownDefault: '(generated once into DATA_DIR)',
    description:
      'Secret that signs access tokens (HS256), at least 32 characters. Required when DATABASE_URL is set, so that every instance signs alike.',
    config: (jwtSecret) => ({ jwtSecret }),
  }),
  PUBLIC_URL: variable({
    schema: url.optional(),
    shownDefault: "(unset: the request's own origin, for loopback and ALLOWED_HOSTS hosts only)",
    description:
      'Public origin of the site (https://rent.example.com), from which payment links and return URLs are built whatever Host a request names. Required when DATABASE_URL is set.',
    config: (url) => ({ publicUrl: url?.replace(/\/+$/, '') }),
  }),
  ALLOWED_HOSTS: variable({
    schema: z.string().default('').transform(parseAllowedHosts),
    shownDefault: '(unset: loopback names only)',
    description:
      'Without PUBLIC_URL: comma-separated host names whose requests may have links built from their own origin, besides localhost, *.localhost, 127.x.x.x and [::1]. A name alone allows any port (rent.local), name:port that port only (rent.local:8443). A request naming another host gets 400 "Unknown host" where a link would be made.',
    config: (allowedHosts) => ({ allowedHosts }),
  }),
  APP_TIMEZONE: variable({
    schema: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin').default('Europe/Berlin'),
    shownDefault: 'Europe/Berlin',
    description: 'Business time zone: date-times on the wire are wall-clock times in this zone.',
    config: (timezone) => ({ timezone }),
  }),
  SEED: variable({
    schema: z.enum(['demo'], { error: 'must be "demo" or unset' }).optional(),
    shownDefault: '(unset)',
    description:
      'demo: insert the demo data (cities, cars, plans) if missing. The embedded database is seeded whenever it is empty; a DATABASE_URL database only with SEED=demo, and never with the demo accounts.',
    config: (seed) => ({ seed }),
  }),
  DEMO_ACCOUNTS: variable({
    schema: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    shownDefault: '(unset: true in the embedded database)',
    description:
      'Whether the embedded demo creates the demo accounts (admin@example.com, customer@example.com, bidder@example.com, passwords in this README). The Docker image sets false. A DATABASE_URL database never gets them, and true beside DATABASE_URL stops the start-up.',
  }),
  ADMIN_EMAIL: variable({
    schema: z.email({ error: 'must be an e-mail address' }).optional(),
    shownDefault: '(unset)',
    description:
      'E-mail of an administrator account created at start-up if no account has it (the first admin on PostgreSQL).',
  }),
  ADMIN_PASSWORD: variable({
    schema: z.string().min(6, 'must be at least 6 characters').optional(),
    shownDefault: '(unset)',
    description: 'Password of that ADMIN_EMAIL account (used only when the account is created).',
  }),
  GOOGLE_CLIENT_ID: variable({
    schema: z.string().min(1).optional(),
    shownDefault: '(unset: Google sign-in off)',
    description: 'OAuth client id for "Sign in with Google"; the ID tokens must carry it as their audience.',
    config: (clientId) => ({ google: { clientId } }),
  }),
  GOOGLE_JWKS_URL: variable({
    schema: url.default('https://www.googleapis.com/oauth2/v3/certs'),
    shownDefault: 'https://www.googleapis.com/oauth2/v3/certs',
    description: "Where Google's signing keys are fetched from.",
    config: (jwksUrl) => ({ google: { jwksUrl } }),
  }),
  GOOGLE_ISSUERS: variable({
    schema: z
      .string()
      .default('accounts.google.com,https://accounts.google.com')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length > 0, 'must list at least one issuer'),
    shownDefault: 'accounts.google.com,https://accounts.google.com',
    description: 'Comma-separated issuers accepted in Google ID tokens.',
    config: (issuers) => ({ google: { issuers } }),
  }),
  TRUST_PROXY: variable({
    schema: z.string().default('false').transform(parseTrustProxy),
    shownDefault: 'false',
    description:
      'Behind a reverse proxy (nginx, Render): how many proxies stand in front of the server (1 behind one nginx), or their addresses, comma-separated (10.0.0.0/8,192.168.1.7). The client IP for rate limits is then the one the nearest trusted proxy saw, read from the right of X-Forwarded-For. true is refused: it would let every client name its own IP.',
    config: (trustProxy) => ({ trustProxy }),
  }),
  STRIPE_SECRET_KEY: variable({
    schema: z.string().min(1).optional(),
    shownDefault: '(unset: built-in test checkout)',
    description:
      'Stripe secret key (sk_…). When set, payments go through Stripe Checkout instead of the built-in test checkout.',
    config: (secretKey) => ({
      stripe: { secretKey },
      paymentMode: (secretKey ? 'stripe' : 'test') as 'stripe' | 'test',
    }),
  }),
  STRIPE_WEBHOOK_SECRET: variable({
    schema: z.string().min(1).optional(),
    shownDefault: '(unset: webhook refused)',
    description: 'Signing secret (whsec_…) of the Stripe webhook endpoint `POST /api/payments/webhook`.',
    config: (webhookSecret) => ({ stripe: { webhookSecret } }),
  }),
  STRIPE_API_HOST: variable({
    schema: z.string().min(1).optional(),
    shownDefault: "(unset: Stripe's own)",
    description: 'Host of the Stripe API, for a local stand-in in tests.',
    config: (host) => ({ stripe: { api: onlySet({ host }) } }),
  }),
  STRIPE_API_PORT: variable({
    schema: z.coerce.number().int().min(1).max(65535).optional(),
    shownDefault: "(unset: Stripe's own)",
    description: 'Port of the Stripe API, for a local stand-in in tests.',
    config: (port) => ({ stripe: { api: onlySet({ port }) } }),
  }),
  STRIPE_API_PROTOCOL: variable({
    schema: z.enum(['http', 'https'], { error: 'must be http or https' }).optional(),
    shownDefault: "(unset: Stripe's own)",
    description: 'Protocol of the Stripe API (http or https), for a local stand-in in tests.',
    config: (protocol) => ({ stripe: { api: onlySet({ protocol }) } }),
  }),
  SMTP_URL: variable({
    schema: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    shownDefault: '(unset: e-mails stay in the outbox table)',
    description:
      'SMTP server for e-mails, e.g. smtps://user:password@smtp.example.com:465. Unset: e-mails are kept in the outbox table and logged, never sent.',
    config: (smtpUrl) => ({ mail: { smtpUrl } }),
  }),
  REDIS_URL: variable({
    schema: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    shownDefault: '(unset: in-process, one instance)',
    description:
      'Redis that carries realtime (STOMP) messages between API instances, e.g. redis://127.0.0.1:6379. Needed when more than one instance serves /ws.',
    config: (redisUrl) => ({ redisUrl }),
  }),
  REDIS_CHANNEL_PREFIX: variable({
    schema: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9:._-]{0,99}$/,
        'must be 1 to 100 letters, digits and : . _ - (starting with a letter or digit)',
      )
      .optional(),
    shownDefault: '(unset: `wayfare:` and the database name)',
    description:
      "Names this deployment's Redis channel (`<prefix>:realtime`) and keys (`<prefix>:ws:…`), so that deployments sharing one Redis never hear each other: Redis pub/sub ignores the database number of REDIS_URL. Unset: `wayfare:` followed by DATABASE_URL's database name (the embedded database: `wayfare:embedded-` and a hash of DATA_DIR). Every instance of one deployment must have the same.",
  }),
  LIVE_SESSIONS_PER_ACCOUNT: variable({
    schema: z.coerce.number().int().min(1).max(1000).default(10),
    shownDefault: '10',
    description:
      'Live (/ws) sessions one account may hold at once, on all instances together when REDIS_URL is set; the next CONNECT gets the ERROR frame "Too many live connections for this account."',
    config: (perAccount) => ({ liveSessions: { perAccount } }),
  }),
  LIVE_SESSIONS_PER_ADDRESS: variable({
    schema: z.coerce.number().int().min(1).max(1_000_000).default(50),
    shownDefault: '50',
    description:
      'Live (/ws) connections from one client address (the one TRUST_PROXY makes out), on all instances together when REDIS_URL is set; the next gets the ERROR frame "Too many live connections from this address." Raise it where many people share one address (an office behind one NAT).',
    config: (perAddress) => ({ liveSessions: { perAddress } }),
  }),
  MAIL_FROM: variable({
    schema: z.string().min(1).default('Wayfare <no-reply@wayfare.local>'),
    shownDefault: 'Wayfare <no-reply@wayfare.local>',
    description: 'Sender (From) of every e-mail.',
    config: (from) => ({ mail: { from } }),
  }),
  RENDER_API_KEY: variable({
    schema: z.string().min(1).optional(),
    shownDefault: '(unset: deployments answer 503)',
    description: 'Render API key (Bearer) for the admin Deployments page (start, suspend, redeploy the two services).',
    config: (apiKey) => ({ render: { apiKey } }),
  }),
  RENDER_API_URL: variable({
    schema: url.default('https://api.render.com/v1'),
    shownDefault: 'https://api.render.com/v1',
    description: 'Base URL of the Render REST API, for a local stand-in in tests.',
    config: (url) => ({ render: { apiUrl: url.replace(/\/+$/, '') } }),
  }),
  RENDER_BACKEND_SERVICE_ID: variable({
    schema: z.string().min(1).optional(),
    shownDefault: '(unset)',
    description: 'Render service id (srv-…) of the backend, for the Deployments page.',
    config: (serviceId) => ({ render: { services: { backend: { serviceId } } } }),
  }),
  RENDER_FRONTEND_SERVICE_ID: variable({
    schema: z.string().min(1).optional(),
    shownDefault: '(unset)',
    description: 'Render service id (srv-…) of the frontend, for the Deployments page.',
    config: (serviceId) => ({ render: { services: { frontend: { serviceId } } } }),
  }),
  RENDER_BACKEND_URL: variable({
    schema: url.optional(),
    shownDefault: '(unset: Open disabled)',
    description: "Public address of the backend service, opened by the Deployments page's Open button.",
    config: (url) => ({ render: { services: { backend: { url } } } }),
  }),
  RENDER_FRONTEND_URL: variable({
    schema: url.optional(),
    shownDefault: '(unset: Open disabled)',
    description: "Public address of the frontend service, opened by the Deployments page's Open button.",
    config: (url) => ({ render: { services: { frontend: { url } } } }),
  }),
  LOG_LEVEL: variable({
    schema: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    shownDefault: 'info',
    description: 'Log level of the JSON log on stdout.',
    config: (logLevel) => ({ logLevel }),
  }),
};

type Variables = typeof variables;
type Shape = { [K in keyof Variables]: Variables[K]['schema'] };

const shape = Object.fromEntries(
  Object.entries(variables).map(([name, v]) => [name, v.schema.describe(v.description)]),
) as unknown as Shape;

/** The one schema over the environment. Cross-variable rules are checked in `superRefine`. */
export const EnvSchema = z.object(shape).superRefine((env, ctx) => {
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: 'is required when DATABASE_URL is set (at least 32 characters)',
    });
  }
  if (env.DATABASE_URL && !env.PUBLIC_URL) {
    // A shared deployment must not build the links it stores and e-mails from whatever Host a request names.
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'is required when DATABASE_URL is set (the public origin of the site, e.g. https://rent.example.com)',
    });
  }
  if (env.DATABASE_URL && env.DEMO_ACCOUNTS === 'true') {
    // Their passwords are published: a database others can reach must never hold them.
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_ACCOUNTS'],
      message:
        'cannot be true with DATABASE_URL: the demo accounts exist only in the embedded database (use ADMIN_EMAIL and ADMIN_PASSWORD)',
    });
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    });
  }
});

type Env = z.output<typeof EnvSchema>;

/** What several variables decide together. */
function derived(env: Env) {
  return {
    /** The demo accounts with their published passwords: only in the embedded database, unless DEMO_ACCOUNTS=false. */
    demoAccounts: !env.DATABASE_URL && env.DEMO_ACCOUNTS !== 'false',
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    /** Two deployments on one Redis must not hear each other (docs/product/realtime-contract.md#fan-out). */
    redisPrefix: env.REDIS_CHANNEL_PREFIX ?? defaultRedisPrefix(env.DATABASE_URL, path.resolve(env.DATA_DIR)),
  };
}

type UnionToIntersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  whole: infer Intersection,
) => void
  ? Intersection
  : never;
type PlacedBy<Entry> = Entry extends { config?: (value: never) => infer Placed } ? Placed : never;

/**
 * The configuration the app reads: every variable's `config` part and the derived ones, merged. It is derived from the
 * table above, so a new variable is one entry there (and its row in the README's table, which is generated from it).
 */
export type Config = UnionToIntersection<PlacedBy<Variables[keyof Variables]>> & ReturnType<typeof derived>;

/** Merges `placed` into `target`, object by object (arrays and other values are set as they are). */
function placeInto(target: Record<string, unknown>, placed: Record<string, unknown>): void {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  for (const [key, value] of Object.entries(placed)) {
    const existing = target[key];
    if (isRecord(value) && isRecord(existing)) placeInto(existing, value);
    else target[key] = isRecord(value) ? { ...value } : value;
  }
}

/** The variables as the README table shows them. */
export const configVariables: ReadonlyArray<{ name: string; default: string; description: string }> = Object.entries(
  variables,
).map(([name, v]) => ({ name, default: v.shownDefault, description: v.description }));

/** Markdown table of `configVariables`, for the README. */
export function configVariablesMarkdown(): string {
  // Literal defaults are code; explanations in parentheses are prose.
  const shown = (value: string) => (value.startsWith('(') ? value : `\`${value}\``);
  const rows = configVariables.map((v) => `| \`${v.name}\` | ${shown(v.default)} | ${v.description} |`);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a `ConfigError` that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty value (`GOOGLE_CLIENT_ID=`) means "unset", as in most deployment dashboards.
  const present = Object.fromEntries(
    Object.keys(variables).map((name) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`));
  }
  const config: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(variables) as [keyof Variables, Variables[keyof Variables]][]) {
    const place = entry.config as ((value: unknown) => Record<string, unknown>) | undefined;
    if (place) placeInto(config, place(parsed.data[name]));
  }
  placeInto(config, derived(parsed.data));
  return config as Config;
}

/**
 * A deployment's Redis prefix when REDIS_CHANNEL_PREFIX is unset: named after its database, which every instance of
 * one deployment shares and two deployments on one PostgreSQL server cannot (the host is left out: instances may reach
 * one database under different names). PostgreSQL's default database is the user's name.
 */
function defaultRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `wayfare:embedded-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return `wayfare:${name}`;
}

/** The configuration of this process (the only place that reads `process.env`). */
export function loadProcessConfig(): Config {
  return loadConfig(process.env);
}
