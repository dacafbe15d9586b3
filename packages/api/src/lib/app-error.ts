import type { Text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;

/** What an error may carry beside its sentence, for a page to act on (docs/product/errors-and-messages.md#error-body). */
export interface AppErrorDetails {
  bookingIds?: number[];
}

/**
 * An expected failure: a message a person can read (a catalogue sentence in English, or a catalogue text with values,
 * which the handler writes in the request's language) and a code (`STATUS` maps it to the HTTP status). Services throw
 * it; the handler in plugins/errors.ts turns it into the one error body
 * (docs/product/errors-and-messages.md#error-body). `headers` carries e.g. Retry-After; `details` goes into the error
 * beside its sentence.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** The message as a catalogue key and its values, when it has values to put in the request's language. */
  readonly text?: Text;

  constructor(
    readonly code: AppErrorCode,
    message: string | Text,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    readonly details: AppErrorDetails = {},
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
    if (typeof message !== 'string') this.text = message;
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}
