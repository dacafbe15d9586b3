import { errorsTexts } from '@wayfare/common';
import type { ZodType } from 'zod';
import { ApiError, SessionEndedError } from './api-error';
import { showErrorDialog } from './error-dialog';
import { getSession } from './session';
import { currentLocale } from './i18n/locale';
import { textOf } from './i18n/use-texts';
import { ensureFreshToken } from './token-renewal';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * False when the caller tells the user itself (e.g. Google login shows a toast instead); a function to keep the
   * dialog for some failures only (say, all but the one answer a page explains in place).
   */
  errorDialog?: boolean | ((error: ApiError) => boolean);
  /** False to skip the pre-call renewal (logout: no point renewing a token about to be revoked). */
  renew?: boolean;
  signal?: AbortSignal;
}

const API_BASE = '/api';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where the calls go: the browser's `fetch`, unless the server render (src/server-render.tsx) answers a page's first
 * requests in-process while it renders that page.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

/**
 * Every call to the backend (docs/product/accounts-and-roles.md#session,
 * docs/product/errors-and-messages.md#error-dialog): bearer token, renewal before the call when the token is about to
 * expire, the response checked against its schema, and the "Oops..." dialog on failure. Failures are also thrown as
 * `ApiError` so queries and forms can react.
 */
export function apiRequest<T>(path: string, options: ApiRequestOptions & { schema: ZodType<T> }): Promise<T>;
export function apiRequest(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema?: ZodType<T> } = {},
): Promise<unknown> {
  return (await apiResponse(path, options)).data;
}

/**
 * `apiRequest` for the calls whose answer also says something in its headers (a search's total in `X-Total-Count`):
 * the checked body and the response's headers.
 */
export function apiRequestWithHeaders<T>(
  path: string,
  options: ApiRequestOptions & { schema: ZodType<T> },
): Promise<{ data: T; headers: Headers }> {
  return apiResponse(path, options) as Promise<{ data: T; headers: Headers }>;
}

async function apiResponse<T>(
  path: string,
  options: ApiRequestOptions & { schema?: ZodType<T> },
): Promise<{ data: unknown; headers: Headers }> {
  const { errorDialog = true } = options;
  try {
    return await send(path, options);
  } catch (error) {
    // On the server (a page rendered with its data) nobody would see the dialog: the page is sent without that answer
    // and the browser asks again, and tells the user.
    if (error instanceof ApiError && wantsDialog(errorDialog, error) && typeof window !== 'undefined')
      showErrorDialog(error.message);
    throw error;
  }
}

const wantsDialog = (errorDialog: ApiRequestOptions['errorDialog'], error: ApiError) =>
  typeof errorDialog === 'function' ? errorDialog(error) : errorDialog !== false;

async function send<T>(
  path: string,
  options: ApiRequestOptions & { schema?: ZodType<T> },
): Promise<{ data: unknown; headers: Headers }> {
  const { method = 'GET', body, renew = true, signal, schema } = options;
  if (renew) await ensureFreshToken();

  const url = `${API_BASE}${path}`;
  // The API answers its errors in the page's language (docs/decisions/019-three-languages.md#api-errors).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // An aborted query is not a failure the user needs to hear about.
    if (signal?.aborted) throw error;
    throw new ApiError({ url: absolute(url), status: null, body: '' });
  }

  const text = await response.text();
  if (!response.ok) {
    throw new ApiError({ url: absolute(url), status: response.status, body: text || response.statusText });
  }
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!schema) return { data, headers: response.headers };
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${url}`, parsed.error);
    throw new ApiError({
      url: absolute(url),
      status: response.status,
      body: textOf(errorsTexts, 'http.unexpectedResponse'),
    });
  }
  return { data: parsed.data, headers: response.headers };
}

function absolute(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.origin).href;
}

export { ApiError, SessionEndedError };

/** A file the API answered: its bytes and the name its Content-Disposition suggests. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A GET whose answer is a file (a receipt's PDF) rather than JSON: the same bearer token, renewal and "Oops..."
 * dialog as `apiRequest`, which an `<a href>` could not give.
 */
export async function apiFile(path: string, options: { signal?: AbortSignal; errorDialog?: boolean } = {}) {
  const { signal, errorDialog = true } = options;
  try {
    await ensureFreshToken();
    const url = `${API_BASE}${path}`;
    const headers: Record<string, string> = { Accept: '*/*', 'Accept-Language': currentLocale() };
    const token = getSession()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await transport(url, { method: 'GET', headers, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ url: absolute(url), status: null, body: '' });
    }
    if (!response.ok) {
      const text = await response.text();
      throw new ApiError({ url: absolute(url), status: response.status, body: text || response.statusText });
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName } satisfies ApiFile;
  } catch (error) {
    if (error instanceof ApiError && errorDialog && typeof window !== 'undefined') showErrorDialog(error.message);
    throw error;
  }
}
