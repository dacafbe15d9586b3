import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { CSV_BATCH_SIZE, csvStream, keysetBatches, type CsvColumn } from './csv-export';

interface Row {
  id: number;
  name: string;
  amount: number;
}

/** A table of `total` rows read as the export reads it (ids descending, after a cursor), counting what was read. */
function fakeTable(total: number) {
  const reads = { batches: 0, rows: 0 };
  const readAfter = async (cursor: number | undefined, limit: number): Promise<Row[]> => {
    const first = cursor === undefined ? total : cursor - 1;
    const rows: Row[] = [];
    for (let id = first; id > 0 && rows.length < limit; id--) rows.push({ id, name: `Name ${id}`, amount: -id });
    reads.batches++;
    reads.rows += rows.length;
    return rows;
  };
  return { reads, rows: keysetBatches(readAfter, (row: Row) => row.id) };
}

const columns: CsvColumn<Row>[] = [
  { header: 'id', cell: (r) => r.id },
  { header: 'name', cell: (r) => r.name },
  { header: 'amount', cell: (r) => r.amount },
];

describe('csvStream over keysetBatches', () => {
  it('reads a batch at a time, only as fast as the reader takes the file', async () => {
    const { reads, rows } = fakeTable(100_000);
    const csv = csvStream(rows, columns);
    // Nobody reads: the stream fills its buffers and stops asking for rows.
    await once(csv, 'readable');
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(reads.rows).toBeLessThanOrEqual(5 * CSV_BATCH_SIZE);

    let records = 0;
    let last = '';
    for await (const chunk of csv) {
      const text = last + String(chunk);
      const lines = text.split('\r\n');
      last = lines.pop() ?? '';
      records += lines.length;
    }
    expect(last).toBe('');
    expect(records).toBe(100_001);
    expect(reads).toEqual({ batches: 101, rows: 100_000 });
  });

  it('lets go of the reading when the file is given up half way', async () => {
    const { reads, rows } = fakeTable(100_000);
    let closed = false;
    const watched = (async function* () {
      try {
        yield* rows;
      } finally {
        closed = true;
      }
    })();
    const csv = csvStream(watched, columns);
    await once(csv, 'readable');
    csv.destroy();
    await once(csv, 'close');
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(reads.rows).toBeLessThan(100_000);
  });

  it('writes a header and numbers plainly, negative ones too', async () => {
    const { rows } = fakeTable(2);
    let text = '';
    for await (const chunk of csvStream(rows, columns)) text += String(chunk);
    expect(text).toBe('id,name,amount\r\n2,Name 2,-2\r\n1,Name 1,-1\r\n');
  });

  it('answers an empty table with the header alone', async () => {
    const { reads, rows } = fakeTable(0);
    let text = '';
    for await (const chunk of csvStream(rows, columns)) text += String(chunk);
    expect(text).toBe('id,name,amount\r\n');
    expect(reads.batches).toBe(1);
  });
});
