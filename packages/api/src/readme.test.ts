import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configVariablesMarkdown } from './config';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

describe('README', () => {
  it('documents every configuration variable exactly as config.ts defines it', () => {
    const table = /<!-- config:start -->\n([\s\S]*?)\n<!-- config:end -->/.exec(readme)?.[1];
    // When a variable changes, paste `configVariablesMarkdown()` between the README markers.
    expect(table).toBe(configVariablesMarkdown());
  });
});
