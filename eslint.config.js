// @ts-check
// Import cycles and feature boundaries are checked by dependency-cruiser (.dependency-cruiser.cjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { untranslatedText } from './scripts/i18n/untranslated.mjs';

const readConfigurationOnce = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message:
    'Read configuration through packages/api/src/config.ts only: every variable is parsed, defaulted and checked there once, and the README lists exactly those.',
};

// Inside the code a trip's pick-up and drop-off are startAt and endAt (CODE_STYLE.md#small-things). The wire's names
// stay where they are the wire, as object keys (bodies, schemas, query strings), so only what names a binding of our
// own is checked: a variable, a parameter (destructured too: `{ startDateTime: startAt }` passes), a function, an
// import, and a prop of one of our components.
const notTheTimeNames = '/^(tripStart|tripEnd|pickUp|fromDateTime|startDateTime|toDateTime|endDateTime)$/';
const oneNameForTheTripTimes = [
  `VariableDeclarator > Identifier.id[name=${notTheTimeNames}]`,
  `:matches(ObjectPattern > Property > Identifier.value, ObjectPattern > Property > AssignmentPattern.value > Identifier.left, ArrayPattern > Identifier, ArrayPattern > AssignmentPattern > Identifier.left, RestElement > Identifier.argument)[name=${notTheTimeNames}]`,
  `:matches(:function, TSFunctionType, TSMethodSignature, TSDeclareFunction) > Identifier.params[name=${notTheTimeNames}]`,
  `:matches(:function, TSDeclareFunction) > AssignmentPattern.params > Identifier.left[name=${notTheTimeNames}]`,
  `:matches(FunctionDeclaration, FunctionExpression, TSDeclareFunction) > Identifier.id[name=${notTheTimeNames}]`,
  `ImportSpecifier > Identifier.local[name=${notTheTimeNames}]`,
  `JSXOpeningElement[name.name=/^[A-Z]/] > JSXAttribute > JSXIdentifier.name[name=${notTheTimeNames}]`,
].map((selector) => ({
  selector,
  message:
    'A trip\'s pick-up and drop-off are startAt and endAt inside the code, whatever their type (CODE_STYLE.md, "Small things"): the wire names stay on object keys (rename on destructuring: { startDateTime: startAt }), and a pick-up place is named as one (pickUpCity, place).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'e2e/screenshots/**',
      'test-results/**',
      'playwright-report/**',
      'packages/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', readConfigurationOnce, ...oneNameForTheTripTimes],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The bookings table is imported from its own module, where dependency-cruiser's api-bookings-table-owned rule
    // sees who imports it (it cannot see which names a file takes from the schema barrel). db/ and the seed build on
    // the barrel; tests may use it.
    files: ['packages/api/src/**/*.ts'],
    ignores: ['packages/api/src/db/**', 'packages/api/src/seed/**', 'packages/api/src/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/schema(/index)?$',
              importNames: ['bookings', 'BookingRow'],
              message:
                'Import the bookings table from db/schema/bookings: only the bookings feature and the read models .dependency-cruiser.cjs names may (api-bookings-table-owned).',
            },
          ],
        },
      ],
    },
  },
  {
    // Words a person reads come from the catalogue (docs/decisions/019-three-languages.md#catalogue): text between
    // JSX tags and in the props and options that carry text is refused where it is written in the code.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', readConfigurationOnce, ...oneNameForTheTripTimes, ...untranslatedText] },
  },
  {
    // Dialogs open through lib/dialogs.ts, which waits for the host the providers draw after the first page: a dialog
    // opened with @mantine/modals directly before then would be lost, and importing its provider would put the host
    // back into the first download.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/lib/dialogs.ts', 'packages/web/src/app/dialogs-host.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@mantine/modals', message: 'Open dialogs with withDialogs from lib/dialogs.ts.' }] },
      ],
    },
  },
  {
    // A function longer than a screen hides where its parts are: split it into named steps or modules (a service
    // factory composes its groups of operations). Test code is exempt: a test's setup reads best in one place. The
    // web app is not covered yet: three of its page and form components are over the limit.
    files: ['packages/api/src/**/*.ts', 'packages/common/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/*/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The places allowed to read the environment: the API's config module and tooling configs.
    files: ['packages/api/src/config.ts', '**/*.config.ts', 'e2e/**/*.ts', 'packages/api/src/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneNameForTheTripTimes] },
  },
);
