import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFrameDecoder,
  createSharedMessage,
  encodeFrame,
  encodeMessageFrame,
  STOMP_COMMANDS,
  StompProtocolError,
  type StompCommand,
  type StompFrame,
  type StompHeartbeat,
} from './stomp-codec';

const maxFrameBytes = 64 * 1024;

function decodeAll(...chunks: string[]): Array<StompFrame | StompHeartbeat> {
  const decoder = createFrameDecoder({ maxFrameBytes });
  return chunks.flatMap((chunk) => decoder.push(chunk));
}

function decodeOne(text: string): StompFrame {
  const items = decodeAll(text);
  expect(items).toHaveLength(1);
  const [item] = items;
  if (!item || 'heartbeat' in item) throw new Error('expected a frame');
  return item;
}

/** What a frame looks like after a trip through the codec: encode adds content-length to bodies. */
function afterTrip(frame: StompFrame): StompFrame {
  const headers = Object.fromEntries(Object.entries(frame.headers).filter(([name]) => name !== 'content-length'));
  if (frame.body !== '') headers['content-length'] = String(new TextEncoder().encode(frame.body).length);
  return { ...frame, headers };
}

function expectProtocolError(run: () => unknown, message: RegExp): void {
  expect(run).toThrow(StompProtocolError);
  expect(run).toThrow(message);
}

describe('encodeFrame / decoder round trips', () => {
  it.each(STOMP_COMMANDS)('round-trips %s', (command) => {
    const frame: StompFrame = { command, headers: { destination: '/auction/7/bids', id: 'sub-1' }, body: '{"a":1}' };
    const encoded = encodeFrame(frame);
    expect(encoded).toBe(`${command}\ndestination:/auction/7/bids\nid:sub-1\ncontent-length:7\n\n{"a":1}\0`);
    expect(decodeOne(encoded)).toEqual(afterTrip(frame));
  });

  it('omits content-length for an empty body and replaces a caller-supplied one', () => {
    expect(encodeFrame({ command: 'DISCONNECT', headers: { 'content-length': '99' }, body: '' })).toBe(
      'DISCONNECT\n\n\0',
    );
    expect(encodeFrame({ command: 'SEND', headers: { 'content-length': '99' }, body: 'é' })).toBe(
      'SEND\ncontent-length:2\n\né\0',
    );
  });
});

describe('header escaping', () => {
  it('escapes \\r \\n : and \\ in names and values', () => {
    const frame: StompFrame = { command: 'MESSAGE', headers: { 'a:b\\': 'x\ny\rz:w\\' }, body: '' };
    const encoded = encodeFrame(frame);
    expect(encoded).toBe('MESSAGE\na\\cb\\\\:x\\ny\\rz\\cw\\\\\n\n\0');
    expect(decodeOne(encoded)).toEqual(frame);
  });

  it('does not escape or unescape CONNECT and CONNECTED headers', () => {
    expect(encodeFrame({ command: 'CONNECT', headers: { passcode: 'a\\b:c' }, body: '' })).toBe(
      'CONNECT\npasscode:a\\b:c\n\n\0',
    );
    expect(decodeOne('CONNECTED\nversion:1.2\nserver:a\\nb\n\n\0').headers).toEqual({
      version: '1.2',
      server: 'a\\nb',
    });
  });

  it('refuses CONNECT headers that cannot be written without escaping', () => {
    expectProtocolError(() => encodeFrame({ command: 'CONNECT', headers: { login: 'a\nb' }, body: '' }), /not escaped/);
  });

  it('refuses NUL in any header', () => {
    expectProtocolError(() => encodeFrame({ command: 'SEND', headers: { a: 'x\0' }, body: '' }), /contains NUL/);
  });

  it('treats an undefined escape sequence as fatal', () => {
    expectProtocolError(() => decodeAll('SEND\ndestination:a\\tb\n\n\0'), /undefined escape sequence "\\t"/);
    expectProtocolError(() => decodeAll('SEND\ndestination:ab\\\n\n\0'), /undefined escape sequence/);
  });
});

describe('decoder', () => {
  it('accepts \\r\\n line ends', () => {
    expect(decodeOne('SEND\r\ndestination:/auction/bid\r\nreceipt:7\r\n\r\nhi\0')).toEqual({
      command: 'SEND',
      headers: { destination: '/auction/bid', receipt: '7' },
      body: 'hi',
    });
  });

  it('keeps the first occurrence of a repeated header', () => {
    expect(decodeOne('MESSAGE\nfoo:first\nfoo:second\n\n\0').headers).toEqual({ foo: 'first' });
  });

  it('reads exactly content-length octets, NULs and multi-byte characters included', () => {
    const body = 'a\0b€\0';
    expect(decodeOne(`SEND\ncontent-length:7\n\n${body}\0`).body).toBe(body);
    const frame: StompFrame = { command: 'SEND', headers: { destination: '/x' }, body };
    expect(decodeOne(encodeFrame(frame))).toEqual(afterTrip(frame));
  });

  it('ends a body without content-length at the first NUL', () => {
    expect(decodeAll('SEND\n\nab\0\n')).toEqual([{ command: 'SEND', headers: {}, body: 'ab' }, { heartbeat: true }]);
  });

  it('reassembles a frame split across messages, one character at a time', () => {
    const frame: StompFrame = { command: 'SEND', headers: { destination: '/auction/bid' }, body: '{"bidAmount":5}' };
    const decoder = createFrameDecoder({ maxFrameBytes });
    const items = [...encodeFrame(frame)].flatMap((ch) => decoder.push(ch));
    expect(items).toEqual([afterTrip(frame)]);
  });

  it('decodes several frames and heart-beats packed into one message', () => {
    const a: StompFrame = { command: 'MESSAGE', headers: { subscription: '1' }, body: 'x' };
    const b: StompFrame = { command: 'RECEIPT', headers: { 'receipt-id': '2' }, body: '' };
    expect(decodeAll(`\n${encodeFrame(a)}\r\n\n${encodeFrame(b)}`)).toEqual([
      { heartbeat: true },
      afterTrip(a),
      { heartbeat: true },
      { heartbeat: true },
      b,
    ]);
  });

  it('reports heart-beats, including a \\r\\n split between messages', () => {
    expect(decodeAll('\n', '\r', '\n')).toEqual([{ heartbeat: true }, { heartbeat: true }]);
  });

  it('is empty only between frames: not with part of one (a lone \\r included), nor after an error', () => {
    const decoder = createFrameDecoder({ maxFrameBytes });
    expect(decoder.empty()).toBe(true);
    decoder.push('SEND\ndestination:/x\n');
    expect(decoder.empty()).toBe(false);
    decoder.push('\n\0\n');
    expect(decoder.empty()).toBe(true);
    decoder.push('\r');
    expect(decoder.empty()).toBe(false);
    decoder.push('\n');
    expect(decoder.empty()).toBe(true);
    expect(() => decoder.push('HELLO\n\n\0')).toThrow(StompProtocolError);
    expect(decoder.empty()).toBe(false);
  });

  it('rejects a frame over maxFrameBytes, before it is complete', () => {
    const decoder = createFrameDecoder({ maxFrameBytes: 32 });
    expectProtocolError(() => decoder.push(`SEND\n\n${'x'.repeat(40)}`), /exceeds the limit of 32 bytes/);
    // The stream is dead after a protocol error.
    expectProtocolError(() => decoder.push('\n'), /exceeds the limit/);
    expectProtocolError(
      () => createFrameDecoder({ maxFrameBytes: 32 }).push('SEND\ncontent-length:1000\n\n'),
      /exceeds the limit/,
    );
  });

  it('rejects a content-length body not followed by NUL', () => {
    expectProtocolError(() => decodeAll('SEND\ncontent-length:2\n\nabc\0'), /not followed by NUL/);
  });

  it('rejects a frame that ends before its blank line', () => {
    expectProtocolError(() => decodeAll('SEND\ndestination:/x\0'), /before the blank line/);
  });

  it('rejects unknown commands, malformed headers and bad content-length', () => {
    expectProtocolError(() => decodeAll('HELLO\n\n\0'), /unknown STOMP command "HELLO"/);
    expectProtocolError(() => decodeAll('SEND\nnocolon\n\n\0'), /malformed header line/);
    expectProtocolError(() => decodeAll('SEND\ncontent-length:-1\n\n\0'), /invalid content-length/);
    expectProtocolError(() => decodeAll('SEND\ncontent-length:1\n\né\0'), /inside a UTF-8 character/);
  });
});

describe('properties', () => {
  const text = fc.string({ unit: 'binary', maxLength: 30 });
  // Headers cannot carry NUL at all (encodeFrame refuses it), so they are generated without one.
  const headerText = (minLength: number) =>
    fc.string({ unit: 'binary', minLength, maxLength: 10 }).filter((t) => !t.includes('\0'));
  const frameArb: fc.Arbitrary<StompFrame> = fc.record({
    command: fc.constantFrom<StompCommand>(...STOMP_COMMANDS.filter((c) => c !== 'CONNECT' && c !== 'CONNECTED')),
    headers: fc.dictionary(
      headerText(1).filter((name) => name !== 'content-length'),
      headerText(0),
      { maxKeys: 5 },
    ),
    body: text,
  });

  it('decode(encode(frame)) is the frame, for any escaped command, headers and body', () => {
    fc.assert(
      fc.property(frameArb, (frame) => {
        expect(decodeAll(encodeFrame(frame))).toEqual([afterTrip(frame)]);
      }),
    );
  });

  it('splitting the encoded stream anywhere yields the same frames', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(frameArb, fc.constantFrom('\n', '\r\n')), { maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (items, cuts) => {
          const stream = items.map((item) => (typeof item === 'string' ? item : encodeFrame(item))).join('');
          const expected = items.map((item) => (typeof item === 'string' ? { heartbeat: true } : afterTrip(item)));
          const points = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b);
          const chunks = [0, ...points].map((start, i) => stream.slice(start, [...points, stream.length][i]));
          expect(decodeAll(...chunks)).toEqual(expected);
        },
      ),
    );
  });
});

describe('encodeMessageFrame (the fan-out fast path)', () => {
  const headerText = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\0'));
  it('writes exactly what encodeFrame writes, also when consecutive calls share or change the body', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(headerText, headerText, headerText, headerText, fc.string({ unit: 'grapheme' })), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 3 }),
        (messages, repeats) => {
          for (const [subscription, messageId, destination, contentType, body] of messages) {
            for (let i = 0; i < repeats; i++) {
              const expected = encodeFrame({
                command: 'MESSAGE',
                headers: { subscription, 'message-id': messageId, destination, 'content-type': contentType },
                body,
              });
              expect(encodeMessageFrame(subscription, messageId, destination, contentType, body)).toBe(expected);
            }
          }
        },
      ),
    );
  });

  it('refuses a NUL in a per-session header, as encodeFrame does', () => {
    expect(() => encodeMessageFrame('sub\u0000', 'm-1', '/auction/1/bids', 'application/json', '{}')).toThrow(
      StompProtocolError,
    );
  });
});

describe('createSharedMessage (one publish, many sessions)', () => {
  it('gives the UTF-8 of encodeMessageFrame, one Buffer per subscription id, reused', () => {
    const body = JSON.stringify({ amount: 120, user: { name: 'Zoë Ørsted 🚗' } });
    const shared = createSharedMessage('i1-m7', '/auction/1/bids', 'application/json', body);
    const first = shared.bytes('sub-0');
    expect(first.toString('utf8')).toBe(
      encodeMessageFrame('sub-0', 'i1-m7', '/auction/1/bids', 'application/json', body),
    );
    expect(shared.bytes('sub-0')).toBe(first);
    const other = shared.bytes('sub-3');
    expect(other).not.toBe(first);
    expect(other.toString('utf8')).toContain('\nsubscription:sub-3\nmessage-id:i1-m7\n');
  });
});
