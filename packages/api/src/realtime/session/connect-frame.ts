import { messages } from '@wayfare/common';
import { acceptedLocale } from '../../plugins/locale';
import { negotiateHeartBeat, parseHeartBeat, SERVER_HEART_BEAT, startHeartBeat } from '../heartbeat';
import type { StompFrame } from '../stomp-codec';
import {
  FatalFrameError,
  POLICY_VIOLATION,
  PROTOCOL_ERROR,
  receipt,
  send,
  stompMessages,
  type SessionContext,
} from './context';

/**
 * CONNECT (or STOMP): version 1.2, a well-formed heart-beat, a valid access token naming the same user as `userId`,
 * and the account's and address's live-session limits (docs/product/realtime-contract.md#limits); then CONNECTED and
 * the heart-beats both ways. An `accept-language` header sets the language of the session's errors.
 */
export async function connect(context: SessionContext, frame: StompFrame): Promise<void> {
  const { deps, id } = context;
  // The page's language, which its refusals and errors are written in from here on (the ERROR below included).
  context.locale = acceptedLocale(frame.headers['accept-language']) ?? context.locale;
  const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
  if (!versions.includes('1.2'))
    throw new FatalFrameError(stompMessages.unsupportedVersion, PROTOCOL_ERROR, { version: '1.2' });
  const clientHeartBeat = parseHeartBeat(frame.headers['heart-beat']);
  if (!clientHeartBeat) throw new FatalFrameError(stompMessages.badHeartBeat);
  const token = frame.headers.accessToken;
  if (!token) throw new FatalFrameError(messages.auth.unauthenticated, POLICY_VIOLATION);
  const claims = await deps.authenticate(token);
  if (!claims) throw new FatalFrameError(messages.auth.invalidToken, POLICY_VIOLATION);
  const userId = frame.headers.userId;
  if (userId !== undefined && userId !== String(claims.userId))
    throw new FatalFrameError(stompMessages.userMismatch, POLICY_VIOLATION);
  const refusal = await deps.admit(claims);
  if (refusal !== undefined) throw new FatalFrameError(refusal, POLICY_VIOLATION);
  if (context.state !== 'awaiting-connect') return;

  context.stopConnectTimer();
  context.state = 'connected';
  const session = { id, claims, connectHeaders: Object.freeze({ ...frame.headers }) };
  context.session = session;
  send(context, {
    command: 'CONNECTED',
    headers: {
      version: '1.2',
      'heart-beat': `${SERVER_HEART_BEAT.sendMs},${SERVER_HEART_BEAT.receiveMs}`,
      server: 'Wayfare/1.0',
      session: id,
    },
    body: '',
  });
  context.heartBeat = startHeartBeat(negotiateHeartBeat(clientHeartBeat), {
    beat: () => {
      if (context.state === 'connected') deps.transport.sendHeartBeat();
    },
    onSilence: () => {
      deps.log.debug({ session: id }, 'realtime: closing a silent connection');
      context.cleanUp();
      deps.transport.close(POLICY_VIOLATION, stompMessages.silence);
    },
  });
  receipt(context, frame);
  try {
    await deps.onConnected(session);
  } catch (error) {
    deps.log.error({ err: error, session: id }, 'realtime: an onConnect handler failed');
  }
}
