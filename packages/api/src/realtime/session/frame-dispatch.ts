import type { StompFrame } from '../stomp-codec';
import { connect } from './connect-frame';
import {
  FatalFrameError,
  NORMAL,
  POLICY_VIOLATION,
  receipt,
  send,
  stompMessages,
  type SessionContext,
} from './context';
import { handleSend } from './send-frame';
import { subscribe, unsubscribe } from './subscribe-frames';

/** Handles one frame by its command, in the session's order (stomp-session.ts queues them). */
export async function handleFrame(context: SessionContext, frame: StompFrame): Promise<void> {
  if (context.state === 'closed') return;
  if (context.state === 'awaiting-connect') {
    if (frame.command !== 'CONNECT' && frame.command !== 'STOMP')
      throw new FatalFrameError(stompMessages.notConnected, POLICY_VIOLATION);
    return connect(context, frame);
  }
  switch (frame.command) {
    case 'SUBSCRIBE':
      return subscribe(context, frame);
    case 'UNSUBSCRIBE':
      return unsubscribe(context, frame);
    case 'SEND':
      return handleSend(context, frame);
    case 'DISCONNECT':
      receipt(context, frame);
      context.cleanUp();
      context.deps.transport.close(NORMAL, 'DISCONNECT');
      return;
    case 'ACK':
    case 'NACK':
      // Every subscription is ack:auto: there is nothing to acknowledge.
      return receipt(context, frame);
    case 'CONNECT':
    case 'STOMP':
      throw new FatalFrameError(stompMessages.alreadyConnected);
    case 'BEGIN':
    case 'COMMIT':
    case 'ABORT':
      throw new FatalFrameError(stompMessages.unsupportedCommand(frame.command));
    default:
      throw new FatalFrameError(stompMessages.serverCommand(frame.command));
  }
}

/**
 * Ends the session with an ERROR frame that says why, in the session's language, and closes the socket with the
 * error's code (its reason in English: a close reason is at most 123 bytes, and it is for logs, not people).
 */
export function failSession(context: SessionContext, error: FatalFrameError, frame?: StompFrame): void {
  if (context.state === 'closed') return;
  const receiptId = frame?.headers.receipt;
  const message = context.deps.write(context.locale, error.text ?? error.message);
  send(context, {
    command: 'ERROR',
    headers: {
      message,
      'content-type': 'text/plain',
      ...(receiptId && { 'receipt-id': receiptId }),
      ...error.headers,
    },
    body: message,
  });
  context.cleanUp();
  context.deps.transport.close(error.closeCode, error.message.slice(0, 120));
}
