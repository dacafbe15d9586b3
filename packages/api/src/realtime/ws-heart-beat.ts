import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';

/** A STOMP heart-beat as one whole WebSocket frame from a server: FIN and text opcode, unmasked, length 1, an LF. */
const HEART_BEAT_FRAME = Buffer.from([0x81, 0x01, 0x0a]);

/**
 * Returns how to send `socket` a heart-beat. With 5,000 idle auction pages the server sends 1,250 beats a second, and
 * `socket.send('\n')` costs each one ws's framing — the text encoded, a header allocated, the TCP socket corked, two
 * writes, a `writev` — for the same three bytes every time (bench/docs/realtime.md#five-thousand-live-bidders). The
 * prepared frame goes to ws's TCP socket in one write instead.
 *
 * Safe while ws itself queues nothing: without permessage-deflate (the plugin does not enable it) ws writes every
 * frame to the TCP socket at once, so a beat written there keeps its place among the other messages; with an
 * extension, or without a TCP socket to write to (`_socket`: ws's, documented by use, not by type), it is
 * `socket.send('\n')` as before.
 */
export function heartBeatSender(socket: WebSocket): () => void {
  const stream = (socket as unknown as { _socket?: Writable })._socket;
  if (!stream || socket.extensions !== '') return () => socket.send('\n');
  return () => {
    if (socket.readyState === socket.OPEN && stream.writable) stream.write(HEART_BEAT_FRAME);
  };
}
