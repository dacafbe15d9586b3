import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** A driver error the way Drizzle hands it over: wrapped, with the pg error as its cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (answers 503 instead of 500)', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection, wrapped by Drizzle', wrapped(withCode('read ECONNRESET', 'ECONNRESET'))],
    ['a connection closed by the server', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'the pool giving up on a silent server',
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated') }),
    ],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a client broken earlier', wrapped(new Error('Client has encountered a connection error and is not queryable'))],
    [
      'the server shutting down (57P01)',
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
    ],
    ['the server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a syntax error', wrapped(withCode('syntax error at or near "selec"', '42601'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves the other classifications alone', () => {
    expect(isUniqueViolation(wrapped(withCode('read ECONNRESET', 'ECONNRESET')))).toBe(false);
  });
});
