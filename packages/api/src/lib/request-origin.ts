import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { messages } from '@wayfare/common';
import type { Config } from '../config';
import { AppError } from './app-error';

/** A Host header as browsers send it: a name or IPv4 address, or a bracketed IPv6 one, then an optional port. */
const HOST = /^(?<name>[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** Names that only ever reach this machine: a link built from them cannot send anyone elsewhere. */
function isLoopback(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost') || name === '[::1]') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

type OriginConfig = Pick<Config, 'publicUrl' | 'allowedHosts'>;

/** A host (lower case, as a Host header names it) the app answers as itself without PUBLIC_URL. */
function isOwnHost(host: string, config: OriginConfig): boolean {
  const name = HOST.exec(host)?.groups?.name;
  return !!name && (isLoopback(name) || config.allowedHosts.includes(host) || config.allowedHosts.includes(name));
}

/**
 * The app's own origin as this request names it: PUBLIC_URL, else the origin the request came to when its host is a
 * loopback name or one of ALLOWED_HOSTS; undefined for any other host.
 */
export function ownOrigin(request: FastifyRequest, config: OriginConfig): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.toLowerCase();
  if (!isOwnHost(host, config)) return undefined;
  // Only the two schemes a browser should follow, whatever a forwarded protocol header says.
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/**
 * Where links and return URLs point: `ownOrigin`, and 400 "Unknown host" for any other host. The Host header (or
 * X-Forwarded-Host from a trusted proxy) is whatever the sender wrote, and the links made here are stored, e-mailed and
 * shown to the admin, so an unchecked one would let anyone plant a link to a site of their own. Every link goes
 * through this one check, before anything is stored.
 */
export function requestOrigin(request: FastifyRequest, config: OriginConfig): string {
  const origin = ownOrigin(request, config);
  if (origin === undefined) throw new AppError('BAD_REQUEST', messages.http.unknownHost);
  return origin;
}

/**
 * Whether a browser's Origin header names a page of the app itself, by the same rule as links: PUBLIC_URL's origin
 * when it is set, else an http(s) origin whose host is a loopback name or one of ALLOWED_HOSTS. Anything that is not
 * exactly an origin (a path, a user, "null", another scheme) is not.
 */
export function isOwnOrigin(origin: string, config: OriginConfig): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.toLowerCase()) return false;
  if (config.publicUrl) return url.origin === new URL(config.publicUrl).origin;
  return (url.protocol === 'http:' || url.protocol === 'https:') && isOwnHost(url.host, config);
}
