import net, { type Socket } from 'node:net';

/**
 * A TCP relay between the app and PostgreSQL that the test can break the way databases break:
 * - `cut()`: every open connection is reset and new ones are refused (a database restart or crash);
 * - `blackhole()`: open connections are reset and new ones are accepted but never answered (a host that
 *   vanished from the network: only a client-side timeout ends the wait);
 * - `restore()`: connections pass again, on the same port;
 * - `stall()` / `resume()`: nothing moves either way on any connection (a database that is slow to answer), then
 *   everything held is delivered.
 */
export interface TcpProxy {
  port: number;
  /** Connections relayed since the start. */
  connections(): number;
  cut(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let mode: 'pass' | 'blackhole' = 'pass';
  let relayed = 0;
  let stalled = false;

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'blackhole') return;
    relayed++;
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    if (stalled) {
      client.pause();
      upstream.pause();
    }
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  const resetAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };

  return {
    port,
    connections: () => relayed,
    async cut() {
      mode = 'pass';
      await new Promise((resolve) => {
        server.close(resolve);
        resetAll();
      });
    },
    blackhole() {
      mode = 'blackhole';
      resetAll();
    },
    async restore() {
      // Held-open blackholed sockets stay as they are (the client must have timed them out); new ones pass.
      mode = 'pass';
      if (!server.listening) await listen(port);
    },
    stall() {
      stalled = true;
      for (const socket of open) socket.pause();
    },
    resume() {
      stalled = false;
      for (const socket of open) socket.resume();
    },
    async close() {
      resetAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
