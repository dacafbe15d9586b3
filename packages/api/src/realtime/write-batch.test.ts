import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createWriteBatch } from './write-batch';

/** A stand-in for ws's TCP socket: records each write call that reaches the "network" (one per system call). */
function tcpSocket() {
  const calls: string[][] = [];
  const stream = new PassThrough();
  // _writev is what a corked stream flushes with: one call for everything held.
  stream._writev = (chunks, callback) => {
    calls.push(chunks.map(({ chunk }) => String(chunk)));
    callback();
  };
  stream._write = (chunk, _encoding, callback) => {
    calls.push([String(chunk)]);
    callback();
  };
  return { calls, stream, ws: { _socket: stream } as unknown as WebSocket };
}

describe('write batch', () => {
  it("flushes one socket's writes of a turn in one call, in order, at the scheduled flush", () => {
    let flush: (() => void) | undefined;
    const batch = createWriteBatch((f) => (flush = f));
    const a = tcpSocket();
    const b = tcpSocket();
    for (const text of ['bid', 'answer']) {
      for (const socket of [a, b]) {
        batch.hold(socket.ws);
        socket.stream.write(text);
      }
    }
    expect(a.calls).toEqual([]);
    flush!();
    expect(a.calls).toEqual([['bid', 'answer']]);
    expect(b.calls).toEqual([['bid', 'answer']]);

    // The next turn holds again.
    batch.hold(a.ws);
    a.stream.write('next');
    expect(a.calls).toHaveLength(1);
    flush!();
    expect(a.calls).toEqual([['bid', 'answer'], ['next']]);
  });

  it('leaves a socket without a TCP socket, or a destroyed one, alone: nothing corked, no flush scheduled', () => {
    const schedule = vi.fn();
    const batch = createWriteBatch(schedule);
    expect(() => batch.hold({} as WebSocket)).not.toThrow();
    const gone = tcpSocket();
    gone.stream.destroy();
    batch.hold(gone.ws);
    expect(gone.stream.writableCorked).toBe(0);
    expect(schedule).not.toHaveBeenCalled();
  });
});
