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

/**
 * Where links and return URLs point: PUBLIC_URL, else the origin the request came to, but only when its host is a
 * loopback name or one of ALLOWED_HOSTS. The Host header (or X-Forwarded-Host from a trusted proxy) is whatever the
 * sender wrote, and the links made here are stored, e-mailed and shown to the admin, so an unchecked one would let
 * anyone plant a link to a site of their own. Every link goes through this one check, before anything is stored.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'allowedHosts'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.toLowerCase();
  const name = HOST.exec(host)?.groups?.name;
  if (!name || !(isLoopback(name) || config.allowedHosts.includes(host) || config.allowedHosts.includes(name))) {
    throw new AppError('BAD_REQUEST', messages.http.unknownHost);
  }
  // Only the two schemes a browser should follow, whatever a forwarded protocol header says.
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
