import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deferredChildLoggerFactory } from './deferred-child-logger';

/** A Fastify instance logging JSON lines into `lines`, with or without the deferred request loggers. */
function appLogging(level: string, deferred: boolean) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    ...(deferred && { childLoggerFactory: deferredChildLoggerFactory }),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ code: 'X' }, 'something to see');
    request.log.debug('not at this level');
    return { ok: true };
  });
  app.get('/child', async (request) => {
    request.log.child({ part: 'inner' }).error('from a child');
    return { level: request.log.level };
  });
  return { app, lines };
}

/** Log lines without what differs from run to run. */
const stable = (lines: Array<Record<string, unknown>>) =>
  lines.map(({ time: _time, pid: _pid, hostname: _hostname, responseTime: _responseTime, ...rest }) => rest);

describe('deferred request loggers', () => {
  for (const level of ['info', 'warn', 'silent', 'debug']) {
    it(`write exactly the lines Fastify's own request loggers write (LOG_LEVEL ${level})`, async () => {
      const outputs = [];
      for (const deferred of [false, true]) {
        const { app, lines } = appLogging(level, deferred);
        for (const url of ['/quiet', '/warns', '/child']) {
          const response = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
          expect(response.statusCode).toBe(200);
          if (url === '/child') expect(response.json()).toEqual({ level });
        }
        await app.close();
        outputs.push(stable(lines));
      }
      expect(outputs[1]).toEqual(outputs[0]);
      if (level === 'info') {
        expect(outputs[1]).toContainEqual(expect.objectContaining({ msg: 'incoming request', reqId: 'req-1' }));
        expect(outputs[1]).toContainEqual(expect.objectContaining({ msg: 'request completed', reqId: 'req-1' }));
      }
      if (level === 'warn') {
        expect(outputs[1]).toEqual([
          expect.objectContaining({ level: 40, reqId: 'req-2', code: 'X', msg: 'something to see' }),
          expect.objectContaining({ level: 50, reqId: 'req-3', part: 'inner', msg: 'from a child' }),
        ]);
      }
      if (level === 'silent') expect(outputs[1]).toEqual([]);
    });
  }

  it('makes no pino child for a request that logs nothing at an enabled level', () => {
    let children = 0;
    const parent = {
      level: 'warn',
      isLevelEnabled: (level: string) => level === 'warn' || level === 'error' || level === 'fatal',
      child: () => {
        children++;
        return parent;
      },
      fatal() {},
      error() {},
      warn() {},
      info() {},
      debug() {},
      trace() {},
      silent() {},
    };
    const log = deferredChildLoggerFactory.call(
      undefined as never,
      parent as never,
      { reqId: 'r' },
      {},
      undefined as never,
    );
    log.info('quiet');
    log.debug('quiet');
    expect(children).toBe(0);
    log.warn('seen');
    log.error('seen');
    expect(children).toBe(1);
  });
});
