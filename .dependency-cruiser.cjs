/**
 * The architecture rules that ESLint cannot check cheaply (docs/decisions/003), run by `npm run lint`:
 * no import cycles, no imports between features, each package only depends "downwards", and the API's layers
 * (lib, events, db/schema at the bottom; domain below plugins and features; routes files HTTP only; test helpers
 * for tests only; the bookings table written by the bookings feature only) hold; src/architecture.test.ts shows each
 * layer rule rejecting a fixture.
 * (dependency-cruiser rather than eslint-plugin-import-x: the latter's native resolver bindings
 * break `npm ci` where the registry lacks other platforms' binaries — npm/cli#9846.)
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make start-up order and testing fragile; extract the shared part.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A feature never imports another feature; shared code moves to common, components or lib.',
      from: { path: '^packages/(api|web)/src/features/([^/]+)/' },
      to: { path: '^packages/$1/src/features/', pathNot: '^packages/$1/src/features/$2/' },
    },
    {
      name: 'common-stays-pure',
      severity: 'error',
      comment: 'packages/common is shared by server and browser: no server or DOM code.',
      from: { path: '^packages/common/' },
      to: { path: '^packages/(api|web)/' },
    },
    {
      name: 'web-and-api-apart',
      severity: 'error',
      comment: 'API and web share only packages/common.',
      from: { path: '^packages/(api|web)/' },
      to: { path: '^packages/(api|web)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'api-lower-layers-stay-low',
      severity: 'error',
      comment:
        'lib, events and db are the bottom of the API: they import each other and config.ts, nothing above them ' +
        '(features, domain, plugins, integrations, realtime, scheduler, security, seed, app).',
      from: { path: '^packages/api/src/(lib|events|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/api/src/', pathNot: '^packages/api/src/((lib|events|db)/|config\\.ts$)' },
    },
    {
      name: 'api-domain-below-plugins-and-features',
      severity: 'error',
      comment: 'Domain rules are shared by features and plugins: they import neither (AppError lives in lib/).',
      from: { path: '^packages/api/src/domain/' },
      to: { path: '^packages/api/src/(plugins|features)/' },
    },
    {
      name: 'api-routes-declare-only',
      severity: 'error',
      comment:
        "A feature's <name>.routes.ts holds HTTP only (schema + one service call): the services its <name>.plugin.ts " +
        'built reach it as options, so it imports no database, domain rule, integration or event bus.',
      from: { path: '^packages/api/src/features/[^/]+/[^/]+\\.routes\\.ts$' },
      to: { path: '^packages/api/src/(db|domain|integrations|events|scheduler|realtime|seed)/' },
    },
    {
      name: 'api-bookings-table-owned',
      severity: 'error',
      comment:
        'Only the bookings feature writes the bookings table, and every status move goes through its ' +
        'booking-transitions.ts; other features reach a booking through domain/bookings-port.ts or domain events. ' +
        'db/ (schema, shared joins), the seed and tests may import the table module, and so may the read models ' +
        'named here, which only read it (statistics, the fleet calendar, review lists, e-mails, receipts). ESLint ' +
        'makes code outside db/ and the seed import the table from db/schema/bookings.ts rather than the schema ' +
        'barrel, so that this rule sees every import.',
      from: {
        path: '^packages/api/src/',
        pathNot:
          '(^packages/api/src/(features/bookings/|db/|seed/|test/)|\\.test\\.ts$|^packages/api/src/(' +
          'features/statistics/statistics-(direct|sql)\\.ts|features/statistics/statistics\\.service\\.ts|' +
          'features/fleet/fleet\\.service\\.ts|features/reviews/review-reads\\.ts|' +
          'features/notifications/recipients\\.ts|domain/receipts/receipt-booking\\.ts)$)',
      },
      to: { path: '^packages/api/src/db/schema/(bookings)\\.ts$' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment:
        "The web's components/, lib/ and config/ serve every feature and the app shell: they import neither a " +
        'feature nor app/ (what two features share moves down to them). Their tests may render in the app providers.',
      from: { path: '^packages/web/src/(components|lib|config)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/web/src/(features|app)/' },
    },
    {
      name: 'api-no-test-helpers-in-code',
      severity: 'error',
      comment: 'Test helpers (src/test/, *.test.ts) serve tests only: the running app never imports them.',
      from: { path: '^packages/api/src/', pathNot: '(\\.test\\.ts$|^packages/api/src/test/)' },
      to: { path: '(^packages/api/src/test/|\\.test\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // fixtures/: files that break the rules on purpose, for the test of the rules (packages/api/src/architecture.test.ts).
    exclude: { path: '(^|/)(dist|node_modules|fixtures)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
