import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * Holds the TCP writes of a fan-out until the event loop's check phase, so that the messages one socket gets in the
 * same turn leave in one system call: a bid and the automatic answer of the maximum it met arrive from Redis in one
 * read and go to every subscriber one after the other — two MESSAGEs, and without this two `writev`s per socket.
 * With 5,000 subscribers the writes were most of the fan-out's CPU (bench/docs/realtime.md#five-thousand-live-bidders).
 * Each socket is corked at its first write of the turn and uncorked once, in setImmediate; the WebSocket messages
 * stay as they were (one frame each), only the segments merge.
 */
export interface WriteBatch {
  /** Call before writing to `socket` in a fan-out. */
  hold(socket: WebSocket): void;
}

export function createWriteBatch(schedule: (flush: () => void) => void = setImmediate): WriteBatch {
  const held = new Set<Writable>();
  const flush = () => {
    for (const stream of held) stream.uncork();
    held.clear();
  };
  return {
    hold(socket) {
      // ws keeps its TCP socket there (documented by use, not by type): without it there is nothing to hold.
      const stream = (socket as unknown as { _socket?: Writable })._socket;
      if (!stream || held.has(stream) || stream.destroyed) return;
      if (held.size === 0) schedule(flush);
      stream.cork();
      held.add(stream);
    },
  };
}
