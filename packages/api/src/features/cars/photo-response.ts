import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredPhoto } from './cars.service';

/**
 * Photo URLs carry the content's hash (`?v=`), so a response may be cached for a year and never revalidated;
 * the ETag still lets a client that lost the `v` ask cheaply. The CSP matters for the seeded SVG illustrations:
 * opened directly, an SVG is a document that could run script — here it may not even load anything.
 */
export function sendPhoto(request: FastifyRequest, reply: FastifyReply, photo: StoredPhoto) {
  const etag = `"${photo.sha256}"`;
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type(photo.contentType).send(photo.bytes);
}
