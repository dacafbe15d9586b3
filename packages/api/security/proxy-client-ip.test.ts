import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from '../src/test/app';
import { expectErrorBody } from './support/http';

/**
 * Behind a proxy, clients cannot choose their own IP. With TRUST_PROXY=1 the server takes the client IP from the
 * right of X-Forwarded-For, where the proxy appended the address it saw; whatever a client wrote to the left of it
 * is never read. "Trust everyone" (true) stops the start-up.
 */

const PROXY = '10.0.0.2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

/** A request as the proxy forwards it: the client's own header first, then the address the proxy saw appended. */
const throughProxy = (clientIp: string, forged: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/renew',
    payload: { accessToken: 'not-a-token' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': [...forged, clientIp].join(', ') },
  });

describe('TRUST_PROXY=1', () => {
  it('a client that forges a new X-Forwarded-For on every request is still limited after 300 auth requests a minute', async () => {
    for (let i = 0; i < 300; i++) {
      // A fresh left-most address each time, and sometimes several: with "trust everyone" each would be a new client.
      const forged = i % 2 === 0 ? [`203.0.113.${i % 250}`] : [`198.18.${i % 250}.1`, `192.0.2.${i % 250}`];
      const response = await throughProxy('198.51.100.7', forged);
      if (response.statusCode !== 401) throw new Error(`request ${i + 1}: ${response.statusCode} ${response.body}`);
    }
    const limited = await throughProxy('198.51.100.7', ['203.0.113.251']);
    expectErrorBody(limited, 429);
    expect(limited.json()).toEqual({ errors: [{ error: messages.auth.tooManyRequests }] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same client without a forged header is the same client.
    expectErrorBody(await throughProxy('198.51.100.7', []), 429);
  });

  it('counts each real client on its own, not the proxy as one client', async () => {
    // Another person behind the same proxy, and one who forges the limited client's address, still get through.
    expect((await throughProxy('198.51.100.8', [])).statusCode).toBe(401);
    expect((await throughProxy('198.51.100.9', ['198.51.100.7'])).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY at start-up', () => {
  const problemsOf = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('refuses true, naming the safe forms', () => {
    const [problem, ...others] = problemsOf('true');
    expect(others).toEqual([]);
    expect(problem).toMatch(/^TRUST_PROXY: /);
    expect(problem).toContain('TRUST_PROXY=1');
    expect(problem).toContain('TRUST_PROXY=10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(ConfigError);
  });

  it('refuses ranges that hold every address, and anything that is neither a count nor addresses', () => {
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0', '0', 'yes', '10.0.0.0/33', 'proxy.example.com']) {
      expect(problemsOf(value), value).toHaveLength(1);
    }
  });

  it('accepts off, a hop count and the proxies’ addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ]);
  });
});
