import { messages, type SessionClaims } from '@wayfare/common';
import { AppError } from '../../lib/app-error';
import { acceptedLocale } from '../../plugins/locale';
import type { StompFrame } from '../stomp-codec';
import { receipt, required, sendToErrorQueue, stompMessages, type SessionContext } from './context';

/**
 * SEND: handed to the feature that handles its destination (app.realtime.onSend). Whatever goes wrong is answered on
 * the sender's error queue, in the session's language (or the SEND's own `accept-language`), and the connection stays
 * open (docs/product/realtime-contract.md#destinations).
 */
export async function handleSend(context: SessionContext, frame: StompFrame): Promise<void> {
  const { deps, session, id } = context;
  const destination = required(frame, 'destination');
  // A page that switched its language since it connected says so on its SENDs.
  const locale = acceptedLocale(frame.headers['accept-language']) ?? context.locale;
  const handler = deps.sendHandler(destination);
  if (!handler || !session) {
    sendToErrorQueue(context, stompMessages.unknownDestination(destination), locale);
    receipt(context, frame);
    return;
  }
  // The SEND's own token, else the CONNECT's — checked again each time, so a session whose token was revoked
  // (logout, password change) or whose user was deleted can no longer act, even over a socket opened before.
  const token = frame.headers.accessToken ?? session.connectHeaders.accessToken ?? '';
  const claims: SessionClaims | null = await deps.authenticate(token);
  if (!claims) {
    sendToErrorQueue(context, messages.auth.invalidToken, locale);
  } else {
    try {
      await handler({ session, claims, body: frame.body, headers: Object.freeze({ ...frame.headers }) });
    } catch (error) {
      if (error instanceof AppError) {
        sendToErrorQueue(context, error.text ?? error.message, locale);
      } else {
        deps.log.error({ err: error, session: id, destination }, 'realtime: a SEND handler failed');
        sendToErrorQueue(context, messages.http.internal, locale);
      }
    }
  }
  receipt(context, frame);
}
