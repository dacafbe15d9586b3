import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type PerMessageDeflateOptions } from 'ws';
import { heartBeatSender } from './ws-heart-beat';

const servers: WebSocketServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A ws server and a client connected to it: the server's side of the socket, and what the client receives. */
async function pair(perMessageDeflate: boolean | PerMessageDeflateOptions = false) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { perMessageDeflate });
  const received: Array<{ text: string; binary: boolean }> = [];
  client.on('message', (data: Buffer, binary) => received.push({ text: data.toString('utf8'), binary }));
  await new Promise((resolve) => client.once('open', resolve));
  return { socket: await accepted, client, received };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('heart-beat frame', () => {
  it('arrives as a text message holding one LF, in its place among the other messages', async () => {
    const { socket, client, received } = await pair();
    const beat = heartBeatSender(socket);
    socket.send('MESSAGE one');
    beat();
    socket.send(Buffer.from('MESSAGE two'), { binary: false });
    beat();
    await until(() => received.length === 4);
    expect(received).toEqual([
      { text: 'MESSAGE one', binary: false },
      { text: '\n', binary: false },
      { text: 'MESSAGE two', binary: false },
      { text: '\n', binary: false },
    ]);
    client.close();
  });

  it('goes through ws when permessage-deflate is on, and is not written once the socket closes', async () => {
    const { socket, client, received } = await pair({ threshold: 0 });
    expect(socket.extensions).toContain('permessage-deflate');
    const beat = heartBeatSender(socket);
    socket.send('MESSAGE one');
    beat();
    await until(() => received.length === 2);
    expect(received).toEqual([
      { text: 'MESSAGE one', binary: false },
      { text: '\n', binary: false },
    ]);

    const plain = await pair();
    const closed = new Promise((resolve) => plain.client.once('close', resolve));
    const plainBeat = heartBeatSender(plain.socket);
    plain.socket.close();
    plainBeat();
    await closed;
    expect(plain.received).toEqual([]);
    client.close();
  });
});
