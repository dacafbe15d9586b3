/**
 * Files that grow by habit: bench/README.md holds the targets and where each stands; how each benchmark works goes
 * to bench/docs/ and every run's figures to bench/HISTORY.md, so that the page a reader opens first stays short.
 */
export const LINE_LIMITS = { 'bench/README.md': 120 };

export function overLimit(file, text) {
  const limit = LINE_LIMITS[file];
  const lines = text.split('\n').length;
  return limit !== undefined && lines > limit
    ? [`${file}: ${lines} lines, at most ${limit} (move the detail to bench/docs/ or bench/HISTORY.md)`]
    : [];
}
