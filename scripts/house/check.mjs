#!/usr/bin/env node
// The habits `npm run lint` keeps besides ESLint, dependency-cruiser and Prettier (CODE_STYLE.md "Checked by lint").
import { citationsIn } from './citations.mjs';
import { brokenLinksIn } from './doc-links.mjs';
import { read, textFiles } from './files.mjs';
import { overLimit } from './limits.mjs';

// Tests whose paths and citations are made-up examples (the layer rules' modules, these checks' own cases).
const EXAMPLES = new Set(['packages/api/src/architecture.test.ts', 'scripts/house/house.test.mjs']);

// The diary of past figures is history: it says which work they came from and names files as they were then.
const HISTORY = 'bench/HISTORY.md';

const problems = textFiles()
  .filter((file) => file !== HISTORY && !EXAMPLES.has(file))
  .flatMap((file) => {
    const text = read(file);
    return [...citationsIn(file, text), ...brokenLinksIn(file, text), ...overLimit(file, text)];
  });
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the house rules (CODE_STYLE.md "Checked by lint"):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
