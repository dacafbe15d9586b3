// Finds text a person would read that is written in the code instead of the catalogue (packages/common/texts): words
// between JSX tags, and words in the props and options that carry text (label, placeholder, title, a toast's
// message…). `npm run lint` refuses them in the web app (eslint.config.js); run directly on other paths to look:
//   node scripts/i18n/untranslated.mjs packages/api/src/features/notifications
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const words = '/[A-Za-zÀ-ÿ]{2,}/';
const textProps =
  '/^(label|placeholder|title|alt|aria-label|aria-description|description|error|message|confirmLabel|cancelLabel|emptyText|tooltip|legend|caption|heading|helperText|children)$/';
const message =
  'Text a person reads comes from the catalogue: add it to packages/common/texts and use t() (docs/decisions/019-three-languages.md#catalogue).';

export const untranslatedText = [
  `JSXText[value=${words}]`,
  `JSXAttribute[name.name=${textProps}] > Literal[value=${words}]`,
  `JSXAttribute[name.name=${textProps}] > JSXExpressionContainer > Literal[value=${words}]`,
  `JSXAttribute[name.name=${textProps}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${words}]`,
  `Property[key.name=${textProps}] > Literal[value=${words}]`,
  `Property[key.name=${textProps}] > TemplateLiteral > TemplateElement[value.raw=${words}]`,
].map((selector) => ({ selector, message }));

if (import.meta.url === `file://${process.argv[1]}`) {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        rules: { 'no-restricted-syntax': ['error', ...untranslatedText] },
      },
    ],
  });
  const results = await eslint.lintFiles(process.argv.slice(2));
  const formatter = await eslint.loadFormatter('stylish');
  const output = await formatter.format(results);
  if (output) console.log(output);
  process.exitCode = results.some((result) => result.errorCount > 0) ? 1 : 0;
}
