/**
 * A small well-formedness check for the SVG maps, enough for tests without an XML parser dependency: one root
 * element, every tag closed in order, attributes quoted and unique, no raw `<` or bare `&` in text or values.
 * Returns the problems found (empty when the document is well-formed).
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let roots = 0;
  const entity = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const tokens = xml.split(/(<[^>]*>)/);
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      if (token.includes('<') || token.includes('>')) problems.push(`raw angle bracket in text: ${token.slice(0, 40)}`);
      if (entity.test(token)) problems.push(`bare & in text: ${token.slice(0, 40)}`);
      if (open.length === 0 && token.trim()) problems.push(`text outside the root: ${token.slice(0, 40)}`);
      continue;
    }
    const close = /^<\/([\w:-]+)\s*>$/.exec(token);
    if (close) {
      const expected = open.pop();
      if (expected !== close[1]) problems.push(`</${close[1]}> closes <${expected ?? 'nothing'}>`);
      continue;
    }
    const tag = /^<([\w:-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) {
      problems.push(`malformed tag: ${token.slice(0, 60)}`);
      continue;
    }
    const [, name = '', attributes = '', selfClosing] = tag;
    const names = [...attributes.matchAll(/([\w:-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${name}>`);
    if (entity.test(attributes)) problems.push(`bare & in an attribute of <${name}>`);
    if (open.length === 0 && ++roots > 1) problems.push(`second root element <${name}>`);
    if (!selfClosing) open.push(name);
  }
  if (open.length) problems.push(`unclosed: ${open.join(', ')}`);
  return problems;
}
