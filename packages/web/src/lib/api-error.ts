import { errorsTexts } from '@wayfare/common';
import { textOf } from './i18n/use-texts';
import { parseErrorBody } from './response-shapes';

export interface FailedCall {
  /** The requested URL, absolute. */
  url: string;
  /** HTTP status, or null when no response arrived at all. */
  status: number | null;
  /** The raw response body (empty without a response). */
  body: string;
}

/**
 * The first `errors[].error` of the standard error body (docs/product/errors-and-messages.md#error-body), if the body
 * is one.
 */
export function firstErrorText(body: string): string | undefined {
  try {
    return parseErrorBody(JSON.parse(body))?.errors[0]?.error;
  } catch {
    return undefined;
  }
}

/**
 * The text of the "Oops..." dialog (docs/product/errors-and-messages.md#error-dialog), in the page's language: the
 * server wrote its sentence in it (the app sends the page's language with every call), and the words said here come
 * from the errors namespace, which the layout fetches with the page.
 */
export function describeFailure({ url, status, body }: FailedCall): string {
  if (status === null) return `${url} - ${textOf(errorsTexts, 'http.networkError')}`;
  return `${status} - ${firstErrorText(body) ?? body}`;
}

/** A failed API call, typed so queries, mutations and forms can react to it. */
export class ApiError extends Error {
  readonly url: string;
  readonly status: number | null;
  readonly body: string;

  constructor(call: FailedCall) {
    super(describeFailure(call));
    this.name = 'ApiError';
    this.url = call.url;
    this.status = call.status;
    this.body = call.body;
  }

  /**
   * The failure in a person's words, without the status code, for a page that tells it in place
   * (docs/product/errors-and-messages.md#in-place-messages): the server's sentence, else a plain one.
   */
  get personText(): string {
    if (this.status === null) return textOf(errorsTexts, 'http.unreachable');
    return firstErrorText(this.body) ?? textOf(errorsTexts, 'http.internal');
  }

  /** The numbers of the bookings the first error names (a maintenance block's refusal), if it lists them. */
  get bookingIds(): number[] {
    try {
      return parseErrorBody(JSON.parse(this.body))?.errors[0]?.bookingIds ?? [];
    } catch {
      return [];
    }
  }

  /** Per-field messages the server sent, keyed by field name (for forms that show them inline). */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = parseErrorBody(JSON.parse(this.body));
      if (!parsed) return {};
      return Object.fromEntries(parsed.errors.flatMap((e) => (e.field ? [[e.field, e.error]] : [])));
    } catch {
      return {};
    }
  }
}

/**
 * Any failure in a person's words, for a page that tells it in place: an API call's without its status code
 * (docs/product/errors-and-messages.md#in-place-messages), another error's own message.
 */
export function personText(error: Error): string {
  return error instanceof ApiError ? error.personText : error.message;
}

/** Thrown instead of calling the API when the token could not be renewed (the user is sent to /login). */
export class SessionEndedError extends Error {
  constructor() {
    super(textOf(errorsTexts, 'session.ended'));
    this.name = 'SessionEndedError';
  }
}
