// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * A feature never imports another feature's internals (DESIGN §2): for every folder under
 * `<package>/src/features`, the rest of that folder is a forbidden zone. Generated from the
 * file system so a new feature is covered the day it is created.
 */
function featureZones(pkg) {
  const root = `packages/${pkg}/src/features`;
  if (!existsSync(root)) return [];
  const features = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  return features.map((f) => ({
    target: `./${root}/${f.name}`,
    from: `./${root}`,
    except: [`./${f.name}`],
    message: 'Features must not import each other; move shared code to common, components or lib.',
  }));
}

const zones = [...featureZones('api'), ...featureZones('web')];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/screenshots/**', 'test-results/**', 'playwright-report/**', 'packages/api/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...(zones.length > 0 && { 'import-x/no-restricted-paths': ['error', { zones }] }),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through packages/api/src/config.ts only (DESIGN §2).',
        },
      ],
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
    // The places allowed to read the environment: the API's config module and tooling configs.
    files: ['packages/api/src/config.ts', '**/*.config.ts', 'e2e/**/*.ts', 'packages/api/src/test/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
