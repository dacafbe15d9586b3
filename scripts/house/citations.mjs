/**
 * What a reader of the repository cannot follow: a work ticket's number and the specification and design documents
 * kept outside the repository. CODE_STYLE.md says where such a reason goes instead: the product
 * rule in docs/product, the choice in docs/decisions, the figures and their history in bench/HISTORY.md.
 */
const CITATIONS = [
  { pattern: /\b[Ii]ssues?\s*#?\d+/, what: 'an issue' },
  { pattern: /\b(?:SPEC|DESIGN)(?:\.md\b|\s*§)/, what: 'a document outside the repository' },
  { pattern: /\.\.\/shared\//, what: 'a document outside the repository' },
];

/** The citations in one file's text, as `file:line: …` problems. */
export function citationsIn(file, text) {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.flatMap(({ pattern, what }) => {
      const match = pattern.exec(line);
      return match ? [`${file}:${index + 1}: cites ${what} ("${match[0]}")`] : [];
    }),
  );
}
