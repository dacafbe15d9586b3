import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root: these checks read the files git tracks, as a clean clone has them. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

const TEXT = /\.(md|ts|tsx|mts|mjs|cjs|js|json|sql|css|conf|ya?ml|html|sh)$/;

/** Tracked text files (and new ones not yet added), as paths relative to the root; lock files excluded. */
export function textFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file && (TEXT.test(file) || file.startsWith('.ci/') || file.startsWith('.githooks/')))
    .filter((file) => !file.endsWith('package-lock.json') && existsSync(path.join(ROOT, file)));
}

export function read(file) {
  return readFileSync(path.join(ROOT, file), 'utf8');
}
