import fp from 'fastify-plugin';

/**
 * Fastify refuses `Content-Type: application/json` with an empty body (400). Browsers' fetch wrappers send exactly
 * that for body-less POSTs such as logout, so an empty body is read as "no body" and left to the route's schema.
 * Non-empty bodies go through Fastify's own parser (with its prototype-poisoning protection).
 */
export const bodyParserPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'body-parser' },
);
