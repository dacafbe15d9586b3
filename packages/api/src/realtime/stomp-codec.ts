/**
 * STOMP 1.2 frame codec (docs/product/realtime-contract.md#endpoint): pure string in, string out, no I/O.
 * Frames travel as WebSocket text messages, so lengths (content-length, maxFrameBytes)
 * are counted in UTF-8 octets, as the STOMP spec and @stomp/stompjs count them.
 */

export const STOMP_COMMANDS = [
  'CONNECT',
  'STOMP',
  'CONNECTED',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
  'MESSAGE',
  'RECEIPT',
  'ERROR',
] as const;

export type StompCommand = (typeof STOMP_COMMANDS)[number];

export interface StompFrame {
  command: StompCommand;
  headers: Record<string, string>;
  body: string;
}

export interface StompHeartbeat {
  heartbeat: true;
}

export class StompProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StompProtocolError';
  }
}

const commandSet: ReadonlySet<string> = new Set(STOMP_COMMANDS);

function isCommand(value: string): value is StompCommand {
  return commandSet.has(value);
}

/** The spec exempts CONNECT and CONNECTED from escaping, for compatibility with STOMP 1.0. */
function usesEscaping(command: StompCommand): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (ch) => {
    if (ch === '\\') return '\\\\';
    if (ch === '\r') return '\\r';
    if (ch === '\n') return '\\n';
    return '\\c';
  });
}

function unescapeHeader(text: string): string {
  // Any escape other than these four is a fatal error in STOMP 1.2.
  return text.replace(/\\(.?)/gs, (_match, next: string) => {
    if (next === 'r') return '\r';
    if (next === 'n') return '\n';
    if (next === 'c') return ':';
    if (next === '\\') return '\\';
    throw new StompProtocolError(`undefined escape sequence "\\${next}" in header "${text}"`);
  });
}

/** UTF-8 octet count of a string (lone surrogates count as U+FFFD, as TextEncoder does). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isSurrogatePair(text, i)) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isSurrogatePair(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/**
 * Index just past `byteCount` UTF-8 octets of `text` starting at `start`,
 * or -1 when the text does not hold that many octets yet.
 */
function indexAfterBytes(text: string, start: number, byteCount: number): number {
  let bytes = 0;
  let i = start;
  while (bytes < byteCount) {
    if (i >= text.length) return -1;
    // A pair split across chunks: wait for the low half rather than miscount it.
    if (i === text.length - 1 && isHighSurrogate(text.charCodeAt(i))) return -1;
    const width = isSurrogatePair(text, i) ? 2 : 1;
    bytes += utf8Length(text.slice(i, i + width));
    i += width;
  }
  if (bytes !== byteCount) {
    throw new StompProtocolError(`content-length ${byteCount} ends inside a UTF-8 character`);
  }
  return i;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/**
 * Serialises one frame. A non-empty body always gets a content-length computed here
 * (any caller-supplied one is replaced), so bodies may safely contain NUL.
 */
export function encodeFrame(frame: StompFrame): string {
  const escape = usesEscaping(frame.command);
  const lines: string[] = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name === 'content-length') continue;
    if (name === '') throw new StompProtocolError(`${frame.command} frame has an empty header name`);
    // No escape exists for NUL, and a raw one would end the frame early.
    if (name.includes('\0') || value.includes('\0')) {
      throw new StompProtocolError(`${frame.command} header "${name}" contains NUL, which STOMP cannot carry`);
    }
    if (escape) {
      lines.push(`${escapeHeader(name)}:${escapeHeader(value)}`);
    } else {
      // Without escaping, these characters would corrupt the frame instead of round-tripping.
      if (/[\r\n:]/.test(name) || /[\r\n]/.test(value)) {
        throw new StompProtocolError(
          `${frame.command} header "${name}" cannot contain CR, LF or (in its name) ':' because ${frame.command} headers are not escaped`,
        );
      }
      lines.push(`${name}:${value}`);
    }
  }
  if (frame.body !== '') lines.push(`content-length:${utf8Length(frame.body)}`);
  return `${lines.join('\n')}\n\n${frame.body}\0`;
}

/** The part of a MESSAGE frame that is the same for every subscriber of one publish: the last one encoded. */
let lastMessageTail: { destination: string; contentType: string; body: string; tail: string } | undefined;

/**
 * A MESSAGE frame, exactly as `encodeFrame` writes it (subscription, message-id, destination, content-type, then
 * content-length), made for fan-out: one publish goes to many sessions in a row, so its destination, content-type
 * and body are encoded (escaped, measured) once and reused; only the two per-session headers are written each time.
 */
export function encodeMessageFrame(
  subscription: string,
  messageId: string,
  destination: string,
  contentType: string,
  body: string,
): string {
  let cached = lastMessageTail;
  if (!cached || cached.body !== body || cached.destination !== destination || cached.contentType !== contentType) {
    const tail = encodeFrame({ command: 'MESSAGE', headers: { destination, 'content-type': contentType }, body }).slice(
      'MESSAGE\n'.length,
    );
    cached = lastMessageTail = { destination, contentType, body, tail };
  }
  if (subscription.includes('\0') || messageId.includes('\0')) {
    throw new StompProtocolError('MESSAGE header contains NUL, which STOMP cannot carry');
  }
  return `MESSAGE\nsubscription:${escapeHeader(subscription)}\nmessage-id:${escapeHeader(messageId)}\n${cached.tail}`;
}

/**
 * One published message as MESSAGE frames in bytes, for fan-out to many sessions: its message-id names the message
 * (STOMP 1.2 asks for a unique identifier of the message, not of each copy), so the frame differs only by the
 * `subscription` header, and every session with the same subscription id (stompjs numbers them sub-0, sub-1, … in
 * each session) gets the very same Buffer. The sockets write it as it is: no frame string built and no UTF-8 encoding
 * per session, which were most of the app's cost per delivery above a bare ws broadcast
 * (bench/docs/realtime.md#five-thousand-live-bidders).
 */
export interface SharedMessage {
  bytes(subscription: string): Buffer;
}

export function createSharedMessage(
  messageId: string,
  destination: string,
  contentType: string,
  body: string,
): SharedMessage {
  const frames = new Map<string, Buffer>();
  return {
    bytes(subscription) {
      let frame = frames.get(subscription);
      if (!frame) {
        frame = Buffer.from(encodeMessageFrame(subscription, messageId, destination, contentType, body), 'utf8');
        frames.set(subscription, frame);
      }
      return frame;
    },
  };
}

export interface FrameDecoderOptions {
  /** Upper bound, in UTF-8 octets, for one frame (headers + body + NUL), checked before it is complete. */
  maxFrameBytes: number;
}

export interface FrameDecoder {
  /** Feeds one WebSocket message; returns every frame and heart-beat it completed, in order. */
  push(chunk: string): Array<StompFrame | StompHeartbeat>;
  /** True when nothing of a frame is held (and no error happened): an EOL pushed now would be a heart-beat alone. */
  empty(): boolean;
}

/**
 * Incremental decoder: frames may be split across messages or packed several to a message.
 * After a StompProtocolError the stream is unusable (the frame boundary is lost), so every
 * later push rethrows the same error; the caller should send ERROR and close the connection.
 */
export function createFrameDecoder({ maxFrameBytes }: FrameDecoderOptions): FrameDecoder {
  let buffer = '';
  let failure: StompProtocolError | undefined;

  function checkSize(bytes: number): void {
    if (bytes > maxFrameBytes) {
      throw new StompProtocolError(`frame exceeds the limit of ${maxFrameBytes} bytes`);
    }
  }

  /** Decodes one item from the front of the buffer, or returns undefined if it is incomplete. */
  function next(): { item: StompFrame | StompHeartbeat; length: number } | undefined {
    // EOLs between frames are heart-beats.
    if (buffer.startsWith('\n')) return { item: { heartbeat: true }, length: 1 };
    if (buffer.startsWith('\r\n')) return { item: { heartbeat: true }, length: 2 };
    if (buffer === '\r') return undefined;

    const headEnd = /\r?\n\r?\n/.exec(buffer);
    const firstNul = buffer.indexOf('\0');
    if (firstNul !== -1 && (headEnd === null || firstNul < headEnd.index)) {
      throw new StompProtocolError('frame ended (NUL) before the blank line that ends its headers');
    }
    if (headEnd === null) {
      checkSize(utf8Length(buffer));
      return undefined;
    }

    const [commandLine = '', ...headerLines] = buffer.slice(0, headEnd.index).split(/\r?\n/);
    if (!isCommand(commandLine)) {
      throw new StompProtocolError(`unknown STOMP command "${commandLine.slice(0, 40)}"`);
    }
    const headers = parseHeaders(commandLine, headerLines);

    const bodyStart = headEnd.index + headEnd[0].length;
    const headBytes = utf8Length(buffer.slice(0, bodyStart));
    const contentLength = headers.get('content-length');
    let bodyEnd: number;
    if (contentLength !== undefined) {
      if (!/^\d+$/.test(contentLength)) {
        throw new StompProtocolError(`invalid content-length "${contentLength}"`);
      }
      const bodyBytes = Number(contentLength);
      // Reject at once rather than buffering a body we would refuse anyway.
      checkSize(headBytes + bodyBytes + 1);
      bodyEnd = indexAfterBytes(buffer, bodyStart, bodyBytes);
      if (bodyEnd === -1 || bodyEnd >= buffer.length) return undefined;
      if (buffer[bodyEnd] !== '\0') {
        throw new StompProtocolError(
          `${commandLine} frame body is not followed by NUL after content-length ${bodyBytes}`,
        );
      }
    } else {
      bodyEnd = buffer.indexOf('\0', bodyStart);
      if (bodyEnd === -1) {
        checkSize(utf8Length(buffer));
        return undefined;
      }
    }
    const body = buffer.slice(bodyStart, bodyEnd);
    checkSize(headBytes + utf8Length(body) + 1);
    return {
      item: { command: commandLine, headers: Object.fromEntries(headers), body },
      length: bodyEnd + 1,
    };
  }

  function push(chunk: string): Array<StompFrame | StompHeartbeat> {
    if (failure) throw failure;
    buffer += chunk;
    const out: Array<StompFrame | StompHeartbeat> = [];
    try {
      for (let decoded = next(); decoded; decoded = next()) {
        out.push(decoded.item);
        buffer = buffer.slice(decoded.length);
      }
    } catch (error) {
      if (error instanceof StompProtocolError) failure = error;
      throw error;
    }
    return out;
  }

  return { push, empty: () => buffer === '' && failure === undefined };
}

/** Header lines to a Map: the first occurrence of a repeated header wins (STOMP 1.2). */
function parseHeaders(command: StompCommand, lines: string[]): Map<string, string> {
  const escaped = usesEscaping(command);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) {
      throw new StompProtocolError(`malformed header line "${line.slice(0, 80)}" in ${command} frame`);
    }
    const rawName = line.slice(0, colon);
    const rawValue = line.slice(colon + 1);
    const name = escaped ? unescapeHeader(rawName) : rawName;
    const value = escaped ? unescapeHeader(rawValue) : rawValue;
    if (!headers.has(name)) headers.set(name, value);
  }
  return headers;
}
