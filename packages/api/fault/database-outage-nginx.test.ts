import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createFreshDatabase, type FreshDatabase } from './harness/database';
import { faultEnv, sleep, waitFor } from './harness/env';
import { startNginx, type Nginx } from './harness/nginx';
import { freePort, ServerProcess } from './harness/server';
import { startTcpProxy, type TcpProxy } from './harness/tcp-proxy';

/**
 * PostgreSQL restarts under two instances behind nginx (deploy/nginx.conf). What the clients get meanwhile is the
 * API's error body, never nginx's HTML page — which they did get while a 503 took an instance out of nginx's rotation
 * (max_fails=1) and nginx had none left to ask — and once the database is back they are served again at once.
 */
interface Answer {
  startedAt: number;
  status: number;
  contentType: string;
  body: string;
}

describe.skipIf(!faultEnv.databaseUrl)('database outage behind nginx', () => {
  let database: FreshDatabase;
  let relay: TcpProxy | undefined;
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;

  beforeAll(async () => {
    database = await createFreshDatabase(faultEnv.databaseUrl!);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.kill()));
    await relay?.close();
    await database?.drop();
  });

  it('answers in the error body, never nginx’s page, and serves again within 4 s of the database’s return', async () => {
    const target = new URL(database.url);
    relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughRelay = new URL(database.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    const ports = [await freePort(), await freePort()];
    servers.push(
      ...ports.map((port, i) =>
        ServerProcess.start({
          name: String.fromCharCode(65 + i),
          port,
          databaseUrl: throughRelay.toString(),
          redisUrl: faultEnv.redisUrl,
        }),
      ),
    );
    await Promise.all(servers.map((server) => server.ready()));
    nginx = await startNginx(ports);
    const site = nginx.url;

    // Four visitors browsing the fleet (a database read) one request after another.
    const answers: Answer[] = [];
    let browsing = true;
    const visitor = async () => {
      while (browsing) {
        const startedAt = Date.now();
        const response = await fetch(`${site}/api/cars/paged?page=0`);
        answers.push({
          startedAt,
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          body: await response.text(),
        });
        await sleep(20);
      }
    };
    const visitors = Promise.all(Array.from({ length: 4 }, visitor));

    await sleep(1000);
    const cutAt = Date.now();
    await relay.cut();
    await sleep(3000);
    await relay.restore();
    const restoredAt = Date.now();
    await waitFor('a page served after the database came back', () =>
      answers.some((answer) => answer.startedAt > restoredAt && answer.status === 200),
    );
    const recoveredAt = answers.find((answer) => answer.startedAt > restoredAt && answer.status === 200)!.startedAt;
    await sleep(3000);
    browsing = false;
    await visitors;

    const failed = answers.filter((answer) => answer.status !== 200);
    const texts = failed.map((answer) => `${answer.status} ${answer.contentType} ${answer.body.slice(0, 80)}`);
    const summary = {
      answers: answers.length,
      failed: Object.entries(
        texts.reduce<Record<string, number>>((all, text) => ({ ...all, [text]: (all[text] ?? 0) + 1 }), {}),
      ),
      outageMs: restoredAt - cutAt,
      recoveredAfterMs: recoveredAt - restoredAt,
    };
    console.info('database outage behind nginx:', JSON.stringify(summary));

    // The instances' own answer while the database is away, and nginx's once they are all out: both the error body.
    expect(failed.some((answer) => answer.status === 503)).toBe(true);
    for (const answer of failed) {
      expect(answer.contentType).toMatch(/^application\/json/);
      const { errors } = JSON.parse(answer.body) as { errors: Array<{ error: string }> };
      expect([messages.http.databaseUnavailable, 'The service is not answering, try again shortly']).toContain(
        errors[0]?.error,
      );
    }
    // Served again soon (a margin for a busy machine), then without a failure.
    expect(recoveredAt - restoredAt).toBeLessThan(4000);
    expect(answers.filter((answer) => answer.startedAt > recoveredAt + 2500 && answer.status !== 200)).toEqual([]);
  });
});
