import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@wayfare/common';
import { RouteMapQuery, TripsMapQuery } from './maps.schemas';
import type { MapsService } from './maps.service';
import type { CachedSvg } from './svg-cache';

const tags = ['maps'];
/** 429: this IP asked for too many maps; 503 (with Retry-After): too many drawings wait already. */
const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: ErrorBody };
/**
 * Per IP, as the auth routes are (the counters live in memory, per instance). A page shows one or two maps and the
 * browser keeps them a day, so 120 a minute leave any person and a shared office address plenty; one client asking
 * for new maps as fast as it can gets ~2 drawings a second, not the whole drawing thread.
 */
const rateLimited = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** True when the client already holds this version (If-None-Match may list several tags, or `*`). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, { svg, etag }: CachedSvg) {
  reply.headers({
    // Public on purpose (see map-urls.ts): city positions only, loaded by <img> without a token.
    'cache-control': 'public, max-age=86400',
    etag,
    // An <img> on another origin (the web app deployed apart from the API) may show it.
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (isFresh(request, etag)) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * The SVG maps behind `routeMapUrl` and `tripsMapUrl` (integrations/geo/map-urls.ts). Public, so anyone can ask for
 * any map: they are drawn in a worker thread (never on the event loop), cached, each drawing once however many ask,
 * with a bounded queue (503 beyond it) and a per-IP rate limit.
 */
export const mapsRoutes: FastifyPluginAsyncZod<{ service: MapsService }> = async (app, { service }) => {
  app.get(
    '/route.svg',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'SVG map of the route between two cities',
        querystring: RouteMapQuery,
        response: errors,
      },
    },
    async (request, reply) => sendSvg(request, reply, await service.routeMap(request.query.from, request.query.to)),
  );

  app.get(
    '/trips.svg',
    {
      config: rateLimited,
      schema: { tags, summary: 'SVG map of many trips (a car history)', querystring: TripsMapQuery, response: errors },
    },
    async (request, reply) => sendSvg(request, reply, await service.tripsMap(request.query.trips)),
  );
};
