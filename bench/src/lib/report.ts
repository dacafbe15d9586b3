import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/ (this file is bench/src/lib/report.ts). */
export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(benchDir, '..');
export const resultsDir = path.join(benchDir, 'results');

/** The value at percentile `p` (0–100) of an ascending list, nearest-rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function summarise(values: readonly number[]): {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export type Cell = string | number | boolean | null | undefined;

/** A plain-text table (also valid Markdown), printed as is and pasted into bench/HISTORY.md. */
export function table(rows: ReadonlyArray<Record<string, Cell>>): string {
  const first = rows[0];
  if (!first) return '(no rows)';
  const columns = Object.keys(first);
  const text = (cell: Cell) => (cell === null || cell === undefined ? '' : String(cell));
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => text(row[column]).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(columns.map((c) => text(row[c])))),
  ].join('\n');
}

/** Prints the table and writes bench/results/<name>.json. */
export function report(name: string, title: string, rows: ReadonlyArray<Record<string, Cell>>, details: unknown): void {
  console.log(`\n## ${title}\n\n${table(rows)}\n`);
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ name, at: new Date().toISOString(), rows, details }, null, 2)}\n`);
  console.log(`(written to ${path.relative(repoRoot, file)})`);
}

/** A target check as the tables show it. */
export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
