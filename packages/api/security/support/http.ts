import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Every error answers `{"errors":[{"error": "...", "field"?: "..."}]}` as JSON, and nothing else
 * (docs/product/errors-and-messages.md#error-body).
 */
export function expectErrorBody(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, `${response.statusCode} ${response.body.slice(0, 300)}`).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ errors: Array<{ error: string; field?: string }> }>();
  expect(Object.keys(body)).toEqual(['errors']);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const item of body.errors) {
    expect(typeof item.error).toBe('string');
    expect(Object.keys(item).every((key) => key === 'error' || key === 'field')).toBe(true);
  }
  // Nothing internal: no stack frames or file paths, no SQL (Drizzle quotes its identifiers and numbers its params).
  expect(response.body).not.toMatch(
    /\(\/[^)]*:\d+:\d+\)|node_modules|file:\/\/|\/src\/|(from|into|update|join) "\w+"|\$\d+\b|sqlstate/i,
  );
}

/** Anything but a server failure; a 4xx carries the error body. */
export function expectNoServerError(response: LightMyRequestResponse): void {
  expect(response.statusCode, `${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) expectErrorBody(response, response.statusCode);
}

/** Bearer headers for a raw token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
