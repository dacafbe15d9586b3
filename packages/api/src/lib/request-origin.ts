import type { FastifyRequest } from 'fastify';

/** Where links and return URLs point (DESIGN §11): PUBLIC_URL, else the origin the request came to. */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
