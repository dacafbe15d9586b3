import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { read, ROOT } from './files.mjs';

// The repository's top-level folders and files a path in prose starts from.
// A package's `src/…` file, named from anywhere (ending in an extension, so prose like "src/ folders" is left alone).
const REPO_PATH =
  /(?<![\w./-])((?:packages|docs|bench|e2e|deploy|scripts|\.ci|\.githooks)\/[\w.@/-]*[\w-]|(?:README|ARCHITECTURE|CODE_STYLE)\.md|src\/[\w.@/-]*\.[a-z]{2,4}\b)(#[\w-]+)?/g;
const MD_LINK = /\]\(([^()\s]+)\)/g;
const FENCE = /^(```|~~~)/;
// A pattern, not a file: `docs/decisions/NNN-title.md`, `bench/results/NAME.cpuprofile`.
const PLACEHOLDER = /\b(NNN|NAME)\b/;

const PACKAGES = readdirSync(path.join(ROOT, 'packages'));
const anchorCache = new Map();

/** The anchors GitHub gives a Markdown file's headings (and explicit `<a id>`/`<a name>` targets). */
export function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const slugger = new GithubSlugger();
    const anchors = new Set();
    let fenced = false;
    for (const line of read(file).split('\n')) {
      if (FENCE.test(line)) fenced = !fenced;
      if (fenced) continue;
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (heading) anchors.add(slugger.slug(heading[1].replace(/`/g, '')));
      for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

/** A decision cited by its number alone (`docs/decisions/007`) names the file that starts with it. */
function decisionFile(target) {
  const number = /^docs\/decisions\/(\d{3})$/.exec(target)?.[1];
  if (!number) return target;
  const file = readdirSync(path.join(ROOT, 'docs/decisions')).find((name) => name.startsWith(`${number}-`));
  return file ? `docs/decisions/${file}` : target;
}

/** Outputs (bench/results, e2e/screenshots) are named though git ignores them. */
function isIgnored(target) {
  // With the slash too: a pattern like `e2e/screenshots/` matches only a folder, and this one may not exist yet.
  return [target, `${target}/`].some((name) => {
    try {
      execFileSync('git', ['check-ignore', '-q', name], { cwd: ROOT });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Where a path written in `file` may start: the root, the file's package (a package's scripts/), or the file's own
 * folder (docs/product's README.md).
 */
function candidates(file, target) {
  const pkg = /^(packages\/[^/]+|bench|e2e)\//.exec(file)?.[0] ?? '';
  const inPackages = target.startsWith('src/') ? PACKAGES.map((name) => `packages/${name}/${target}`) : [];
  return [target, `${pkg}${target}`, path.posix.join(path.posix.dirname(file), target), ...inPackages].map(
    decisionFile,
  );
}

function problemOf(file, target, anchor) {
  const found = candidates(file, target).filter((candidate) => existsSync(path.join(ROOT, candidate)));
  if (found.length === 0) return isIgnored(target) ? null : 'no such file';
  const hasAnchor = (candidate) =>
    !candidate.endsWith('.md') ||
    statSync(path.join(ROOT, candidate)).isDirectory() ||
    anchorsOf(candidate).has(anchor);
  return !anchor || found.some(hasAnchor) ? null : `no heading #${anchor}`;
}

/**
 * Every file and heading a document or a comment points at must exist: Markdown links (relative to their file), and
 * repository paths written out in prose or comments (from the root), with their `#anchor` for Markdown files.
 * Placeholders and globs (`*`, `{…}`, `<…>`) are not paths and are skipped.
 */
export function brokenLinksIn(file, text) {
  const problems = new Set();
  const isMarkdown = file.endsWith('.md');
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (isMarkdown && FENCE.test(line)) fenced = !fenced;
    const where = `${file}:${index + 1}`;
    if (isMarkdown && !fenced) {
      for (const [, link] of line.matchAll(MD_LINK)) {
        if (/^[a-z]+:/i.test(link)) continue;
        const [target, anchor] = link.split('#');
        const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        const problem = problemOf(file, resolved, anchor);
        if (problem) problems.add(`${where}: link ${link}: ${problem}`);
      }
    }
    for (const match of line.matchAll(REPO_PATH)) {
      const [, target, hash] = match;
      const after = line[match.index + match[0].length];
      if (['*', '{', '<'].includes(after) || target.includes('..') || PLACEHOLDER.test(target)) continue;
      const problem = problemOf(file, target.replace(/\/$/, ''), hash?.slice(1));
      if (problem) problems.add(`${where}: ${target}${hash ?? ''}: ${problem}`);
    }
  });
  return [...problems];
}
