import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Rows are read from the database this many at a time, by id: never the whole table at once. */
export const CSV_BATCH_SIZE = 1000;

/** One CSV column: its header and its cell. Text cells are strings, money and distances numbers. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | boolean | null;
}

/**
 * Every row of a keyset-paginated read, batch after batch: `readAfter(cursor)` answers the next `CSV_BATCH_SIZE` rows
 * (ordered by id) after the cursor (undefined: from the start), `cursorOf` names a row's place. The next batch is
 * asked for as soon as the current one arrives, so the database reads it while this one is written out; at most two
 * batches are held at once.
 */
export async function* keysetBatches<Row>(
  readAfter: (cursor: number | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => number,
): AsyncGenerator<Row> {
  let pending = readAfter(undefined, CSV_BATCH_SIZE);
  for (;;) {
    const batch = await pending;
    const last = batch.at(-1);
    const more = last !== undefined && batch.length === CSV_BATCH_SIZE;
    if (more) {
      pending = readAfter(cursorOf(last), CSV_BATCH_SIZE);
      // A download given up leaves this read behind: its failure then has nobody to tell.
      pending.catch(() => undefined);
    }
    yield* batch;
    if (!more) return;
  }
}

/**
 * A CSV file (RFC 4180: CRLF line ends, fields with commas, quotes or line breaks quoted, quotes doubled; UTF-8) with
 * a header row, written as the rows arrive. Formula injection: a text cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return gets a leading `'` (OWASP's advice, csv-stringify's `escape_formulas`); numbers are written
 * plainly, so a refund's `-40` stays a number a spreadsheet can add up.
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, columns: readonly CsvColumn<Row>[]): Readable {
  const cells = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.cell(row));
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the record delimiter (CRLF) only; a lone line break needs quoting too.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'yes' : 'no') },
  });
  cells.on('error', (error) => csv.destroy(error));
  // A download given up (the client went away) stops the reading too: no more batches are asked for.
  csv.on('close', () => cells.destroy());
  return cells.pipe(csv);
}

/** `wayfare-bookings-2026-11-26.csv`: the file's name with the day (`YYYY-MM-DD`, business time zone) it was made. */
export const datedCsvName = (what: string, day: string) => `wayfare-${what}-${day}.csv`;
