import { afterAll, beforeAll } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from './database';
import { faultEnv } from './env';
import { startNginx, type Nginx } from './nginx';
import { ServerProcess } from './server';

/**
 * The stage of a test with instances behind nginx: a fresh database for the file (made in its beforeAll), the
 * instances it starts and the nginx in front of them, all stopped and dropped in its afterAll. Call inside a
 * `describe`; `cleanUp` runs first in afterAll (say, closing the test's clients).
 */
export function instancesBehindNginx(cleanUp: () => Promise<unknown> = async () => {}) {
  let database: FreshDatabase | undefined;
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;

  beforeAll(async () => {
    database = await createFreshDatabase(faultEnv.databaseUrl!);
  });
  afterAll(async () => {
    await cleanUp();
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.kill()));
    await database?.drop();
  });

  return {
    /** An instance of the API on `port`, on the file's database and the suite's Redis. */
    start(name: string, port: number): ServerProcess {
      if (!database) throw new Error('instancesBehindNginx: start() before beforeAll');
      const server = ServerProcess.start({ name, port, databaseUrl: database.url, redisUrl: faultEnv.redisUrl });
      servers.push(server);
      return server;
    },
    /** nginx with deploy/nginx.conf in front of the instances on `ports`. */
    async nginx(ports: number[]): Promise<Nginx> {
      nginx = await startNginx(ports);
      return nginx;
    },
  };
}
