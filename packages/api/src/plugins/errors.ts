import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorsTexts, type ErrorBody, type KeyOf, type Locale, messages } from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/errors';
import { AppError, type AppErrorDetails } from '../lib/app-error';

export function errorBody(error: string, field?: string, details: AppErrorDetails = {}): ErrorBody {
  return { errors: [{ error, ...(field ? { field } : {}), ...details }] };
}

/**
 * One error handler for the whole app: every failure answers `{"errors":[{"error","field"?}]}`
 * (docs/product/errors-and-messages.md#error-body). 5xx answers say nothing internal; the real error goes to the log.
 */
export const errorsPlugin = fp(
  async (app) => {
    // Every error body in the request's language, wherever it was written (a service, a schema, a plugin): the texts
    // are the catalogue's English ones, looked up by their words (docs/decisions/019-three-languages.md#api-errors).
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode < 400 || request.locale === 'en' || !isErrorBody(payload)) return payload;
      return {
        ...payload,
        errors: payload.errors.map((entry) => ({
          ...entry,
          error: app.catalogue.translate(entry.error, request.locale),
        })),
      };
    });
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? { error: issue.message, field } : { error: issue.message };
        });
        return reply.code(400).send({ errors });
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send(
            errorBody(app.catalogue.write(request.locale, error.text ?? error.message), error.field, error.details),
          );
      }
      // A unique index caught what no service checked for: a conflict with existing data, not a server fault.
      if (isUniqueViolation(error)) return reply.code(409).send(errorBody(messages.http.conflict));
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large) say nothing internal.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        return reply.code(status).send(errorBody(clientErrorText(error, request.locale, app.catalogue)));
      }
      // The database is away (restarting, unreachable): a clean 503 to retry later, not a 500. The log line names the
      // cause only, not the failed query and its parameters.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ cause: rootCause(error) }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send(errorBody(messages.http.databaseUnavailable));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(messages.http.internal));
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);

/**
 * Fastify's own refusals, by code, as catalogue sentences: the English ones are Fastify's words, so an English answer
 * stays as it was.
 */
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, KeyOf<typeof errorsTexts>>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.contentLength',
};

/**
 * A client error thrown outside AppError (by Fastify, a plugin) in the request's language. English keeps the error's
 * own message; another language gets the catalogue's sentence for its code, the translation of a catalogue sentence,
 * or else a general sentence rather than English.
 */
function clientErrorText(error: FastifyError, locale: Locale, catalogue: Catalogue): string {
  if (locale === 'en') return error.message;
  const key = FASTIFY_CLIENT_ERRORS[error.code];
  if (key) return catalogue.text(locale, errorsTexts, key);
  const translated = catalogue.translate(error.message, locale);
  return translated === error.message ? catalogue.text(locale, errorsTexts, 'http.badRequest') : translated;
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    Array.isArray((payload as ErrorBody).errors) &&
    (payload as ErrorBody).errors.every((entry) => typeof entry?.error === 'string')
  );
}

/** The innermost error's code and message (e.g. "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432"). */
function rootCause(error: unknown): string {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object' && 'cause' in e && e.cause; depth++) e = e.cause;
  if (!(e instanceof Error)) return String(e);
  const code = 'code' in e && typeof e.code === 'string' ? `${e.code} ` : '';
  return `${code}${e.message}`;
}
