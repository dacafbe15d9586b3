#!/usr/bin/env node
// Run by .githooks/commit-msg with the file git wrote the message to.
import { readFileSync } from 'node:fs';
import { messageProblems } from './commit-message.mjs';

const problems = messageProblems(readFileSync(process.argv[2], 'utf8'));
if (problems.length > 0) {
  console.error(`commit message (CODE_STYLE.md "Commits"): ${problems.join('; ')}`);
  process.exit(1);
}
