/**
 * A strict RFC 4180 reader for tests: CRLF between records, fields with `"`, `,` or line breaks quoted, quotes
 * doubled. Throws on anything else, so a test reading a file proves it is well formed.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const field = (): string => {
    if (text[i] !== '"') {
      let end = i;
      while (end < text.length && text[end] !== ',' && text[end] !== '\r' && text[end] !== '\n') {
        if (text[end] === '"') throw new Error(`csv: bare quote at ${end}`);
        end++;
      }
      const value = text.slice(i, end);
      i = end;
      return value;
    }
    let value = '';
    i++;
    for (;;) {
      const quote = text.indexOf('"', i);
      if (quote < 0) throw new Error('csv: unterminated quote');
      value += text.slice(i, quote);
      if (text[quote + 1] === '"') {
        value += '"';
        i = quote + 2;
      } else {
        i = quote + 1;
        return value;
      }
    }
  };
  while (i < text.length) {
    record.push(field());
    if (text[i] === ',') {
      i++;
    } else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      throw new Error(`csv: expected , or CRLF at ${i}`);
    }
  }
  if (record.length > 0) throw new Error('csv: the last record has no CRLF');
  return records;
}
