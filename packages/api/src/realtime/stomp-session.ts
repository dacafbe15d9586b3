import { messages } from '@wayfare/common';
import { createTokenBucket } from './rate-limit';
import {
  FatalFrameError,
  INTERNAL_ERROR,
  POLICY_VIOLATION,
  PROTOCOL_ERROR,
  stompMessages,
  type SessionContext,
  type StompSession,
  type StompSessionDeps,
} from './session/context';
import { failSession, handleFrame } from './session/frame-dispatch';
import {
  createFrameDecoder,
  encodeMessageFrame,
  StompProtocolError,
  type SharedMessage,
  type StompFrame,
} from './stomp-codec';

export {
  stompMessages,
  type StompLimits,
  type StompSession,
  type StompSessionDeps,
  type StompTransport,
} from './session/context';

/**
 * One STOMP 1.2 session over one WebSocket (docs/product/realtime-contract.md). Frames are decoded as they arrive (so
 * the rate limit and the heart-beat watchdog see them at once) and handled strictly in order, one at a time, since
 * CONNECT and SEND wait on the database. Each command's handler is in ./session/.
 */
export function createStompSession(deps: StompSessionDeps): StompSession {
  const { id, transport, registry, limits, log } = deps;
  const decoder = createFrameDecoder({ maxFrameBytes: limits.maxFrameBytes });
  const bucket = createTokenBucket({ ratePerSecond: limits.framesPerSecond, burst: limits.frameBurst });
  let queue: Promise<void> = Promise.resolve();
  let messageCount = 0;

  const connectTimer = setTimeout(
    () => fail(new FatalFrameError(stompMessages.connectTimeout, POLICY_VIOLATION)),
    limits.connectTimeoutMs,
  );
  connectTimer.unref();

  const context: SessionContext = {
    id,
    deps,
    state: 'awaiting-connect',
    locale: deps.locale,
    session: undefined,
    heartBeat: undefined,
    subscriptions: new Map(),
    subscriber: {
      id,
      get userId() {
        return context.session?.claims.userId ?? -1;
      },
      deliver(subscriptionId, destination, body, contentType, shared?: SharedMessage) {
        if (context.state !== 'connected') return;
        context.heartBeat?.sent();
        if (shared) transport.sendBytes(shared.bytes(subscriptionId));
        else
          transport.send(encodeMessageFrame(subscriptionId, `${id}-${++messageCount}`, destination, contentType, body));
      },
    },
    stopConnectTimer: () => clearTimeout(connectTimer),
    cleanUp,
  };

  function cleanUp(): void {
    context.state = 'closed';
    clearTimeout(connectTimer);
    context.heartBeat?.stop();
    for (const [subscriptionId, destination] of context.subscriptions)
      registry.remove(context.subscriber, subscriptionId, destination);
    context.subscriptions.clear();
  }

  function fail(error: FatalFrameError, frame?: StompFrame): void {
    failSession(context, error, frame);
  }

  function enqueue(frame: StompFrame): void {
    queue = queue.then(async () => {
      try {
        await handleFrame(context, frame);
      } catch (error) {
        if (error instanceof FatalFrameError) return fail(error, frame);
        log.error({ err: error, session: id, command: frame.command }, 'realtime: frame handling failed');
        fail(new FatalFrameError(messages.http.internal, INTERNAL_ERROR), frame);
      }
    });
  }

  return {
    id,
    receive(text) {
      if (context.state === 'closed') return;
      context.heartBeat?.touch();
      // A client's heart-beat between frames, most of what 5,000 idle pages send (1,250 a second): the decoder would
      // only report it (bench/docs/realtime.md#five-thousand-live-bidders). After part of a frame, an EOL is frame
      // text.
      if ((text === '\n' || text === '\r\n') && decoder.empty()) return;
      let items;
      try {
        items = decoder.push(text);
      } catch (error) {
        if (!(error instanceof StompProtocolError)) throw error;
        // Oversize frames land here too: the decoder checks the size before the frame is complete.
        return fail(new FatalFrameError(error.message, error.message.includes('exceeds') ? 1009 : PROTOCOL_ERROR));
      }
      for (const item of items) {
        if ('heartbeat' in item) continue;
        if (!bucket.take()) return fail(new FatalFrameError(stompMessages.tooManyFrames, POLICY_VIOLATION));
        enqueue(item);
      }
    },
    closed() {
      cleanUp();
    },
    close(code, reason) {
      if (context.state === 'closed') return;
      cleanUp();
      transport.close(code, reason);
    },
    refuse(message) {
      fail(new FatalFrameError(message, POLICY_VIOLATION));
    },
  };
}
