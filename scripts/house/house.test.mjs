import { describe, expect, it } from 'vitest';
import { citationsIn } from './citations.mjs';
import { messageProblems, SUBJECT_MAX } from './commit-message.mjs';
import { brokenLinksIn } from './doc-links.mjs';
import { overLimit } from './limits.mjs';

describe('commit messages', () => {
  const body = '\n\nWhy: the reasons.';
  it('takes a subject of 72 characters with a body', () => {
    expect(messageProblems(`${'a'.repeat(SUBJECT_MAX)}${body}`)).toEqual([]);
  });
  it('refuses a longer subject, a missing body and a body glued to the subject', () => {
    expect(messageProblems(`${'a'.repeat(SUBJECT_MAX + 1)}${body}`)).toHaveLength(1);
    expect(messageProblems('web: a subject alone\n')).toEqual(['the body is empty: say why the change is made']);
    expect(messageProblems('web: a subject\nglued body')).toContain('a blank line must follow the subject');
  });
  it("ignores git's comment lines and leaves merges and fixups alone", () => {
    expect(messageProblems(`web: a subject${body}\n# Please enter the commit message\n`)).toEqual([]);
    expect(messageProblems(`Merge branch 'x' into main ${'a'.repeat(80)}`)).toEqual([]);
    expect(messageProblems('fixup! web: a subject')).toEqual([]);
  });
});

describe('citations', () => {
  it('finds work tickets and documents kept outside the repository', () => {
    const text = ['// as ' + 'issue 21 asks', '// SPEC' + ' §2', '// see ../shared' + '/x.md', '// booking #859'];
    expect(citationsIn('a.ts', text.join('\n'))).toEqual([
      expect.stringMatching(/^a\.ts:1: cites an issue/),
      expect.stringMatching(/^a\.ts:2: cites a document outside/),
      expect.stringMatching(/^a\.ts:3: cites a document outside/),
    ]);
  });
});

describe('paths and anchors', () => {
  it('accepts files, headings and decisions by number that exist', () => {
    const text = [
      '// docs/product/auctions.md and docs/product/screens-and-navigation.md#lists-on-a-phone',
      '// docs/decisions/007, bench/results/x.cpuprofile (ignored output), docs/decisions/NNN-title.md',
      '// packages/web/src/features/*/api, scripts/prerender.mjs (the package scripts)',
    ];
    expect(brokenLinksIn('packages/web/src/x.ts', text.join('\n'))).toEqual([]);
  });
  it('reports a missing file, a missing heading and a missing decision', () => {
    const text = '// docs/product/nope.md, docs/product/auctions.md#nope, docs/decisions/999';
    expect(brokenLinksIn('x.ts', text)).toHaveLength(3);
  });
  it('resolves Markdown links from their own folder, outside code fences', () => {
    const text = '[a](README.md#money) [b](missing.md)\n```\n[c](also-missing.md)\n```';
    expect(brokenLinksIn('docs/product/x.md', text)).toEqual(['docs/product/x.md:1: link missing.md: no such file']);
  });
});

describe('line limits', () => {
  it('refuses bench/README.md over 120 lines and leaves other files alone', () => {
    expect(overLimit('bench/README.md', 'line\n'.repeat(119))).toEqual([]);
    expect(overLimit('bench/README.md', 'line\n'.repeat(121))).toHaveLength(1);
    expect(overLimit('bench/HISTORY.md', 'line\n'.repeat(5000))).toEqual([]);
  });
});
