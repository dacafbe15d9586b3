import fp from 'fastify-plugin';
import { messages } from '@wayfare/common';
import { AppError } from '../lib/app-error';

/** A NUL can only reach a JSON string as the escape \u0000 (JSON forbids raw control characters). */
const NUL_ESCAPE = /\\u0000/i;
export const NUL_CHARACTER_MESSAGE = messages.http.nulCharacter;

/** True when a string (value or key) anywhere in the parsed body holds a NUL. Iterative: bodies may nest deeply. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Fastify refuses `Content-Type: application/json` with an empty body (400). Browsers' fetch wrappers send exactly
 * that for body-less POSTs such as logout, so an empty body is read as "no body" and left to the route's schema.
 * Non-empty bodies go through Fastify's own parser (with its prototype-poisoning protection); a body holding a NUL
 * character, in the body or in the URL, is refused with 400.
 */
export const bodyParserPlugin = fp(
  async (app) => {
    // The same for the URL: a NUL can only arrive percent-encoded, in the path or the query. (Callback style: this
    // runs on every request, and an async hook costs a promise and a microtask each time.)
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.includes('%00')) done(new AppError('BAD_REQUEST', NUL_CHARACTER_MESSAGE));
      else done();
    });

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      // PostgreSQL cannot store NUL in text: refused here as bad input rather than failing in the database (500).
      if (!NUL_ESCAPE.test(text)) return parseJson(request, text, done);
      parseJson(request, text, (error, parsed) => {
        if (error) return done(error);
        if (containsNul(parsed)) return done(new AppError('BAD_REQUEST', NUL_CHARACTER_MESSAGE));
        done(null, parsed);
      });
    });
  },
  { name: 'body-parser' },
);
