const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** XML 1.0 forbids control characters other than tab, line feed and carriage return, even escaped. */
const isXmlChar = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};

/** Text or attribute value safe inside SVG/XML: city names are admin input and may hold any character. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
