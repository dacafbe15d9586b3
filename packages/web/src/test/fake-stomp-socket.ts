export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

function parseFrames(data: string): StompFrame[] {
  return data
    .split('\0')
    .filter((raw) => raw.trim() !== '')
    .map((raw) => {
      const [head = '', ...rest] = raw.replace(/^\n+/, '').split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
      return { command, headers, body: rest.join('\n\n') };
    });
}

/**
 * A browser WebSocket stand-in that plays the STOMP server (docs/product/realtime-contract.md) as far as the tests
 * need: install it with `vi.stubGlobal('WebSocket', FakeStompSocket)` after clearing `FakeStompSocket.all`.
 */
export class FakeStompSocket {
  static all: FakeStompSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: StompFrame[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    public url: string,
    public protocols: string[],
  ) {
    FakeStompSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  /** The newest socket. */
  static last(): FakeStompSocket | undefined {
    return FakeStompSocket.all.at(-1);
  }
  send(data: string) {
    const frames = parseFrames(data);
    this.sent.push(...frames);
    // As the server does: a DISCONNECT is answered with its receipt, then the socket closes.
    for (const frame of frames) {
      if (frame.command !== 'DISCONNECT') continue;
      queueMicrotask(() => {
        if (frame.headers.receipt) this.serverSends('RECEIPT', { 'receipt-id': frame.headers.receipt });
        this.drop();
      });
    }
  }
  close() {
    this.drop();
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }
  serverSends(command: string, headers: Record<string, string>, body = '') {
    const lines = Object.entries(headers).map(([key, value]) => `${key}:${value}`);
    this.onmessage?.({ data: `${command}\n${lines.join('\n')}\n\n${body}\0` });
  }
  connected() {
    this.serverSends('CONNECTED', { version: '1.2', 'heart-beat': '0,0' });
  }
  /** The destinations subscribed to and not unsubscribed from, in order. */
  subscribed(): string[] {
    const open = new Map<string, string>();
    for (const frame of this.sent) {
      if (frame.command === 'SUBSCRIBE') open.set(frame.headers.id!, frame.headers.destination!);
      if (frame.command === 'UNSUBSCRIBE') open.delete(frame.headers.id!);
    }
    return [...open.values()];
  }
  subscriptionOf(destination: string): string {
    const frame = [...this.sent]
      .reverse()
      .find((f) => f.command === 'SUBSCRIBE' && f.headers.destination === destination);
    if (!frame) throw new Error(`No subscription to ${destination}`);
    return frame.headers.id!;
  }
  deliver(destination: string, body: string) {
    this.serverSends(
      'MESSAGE',
      { destination, subscription: this.subscriptionOf(destination), 'message-id': String(Math.random()) },
      body,
    );
  }
}
