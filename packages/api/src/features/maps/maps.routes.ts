import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@wayfare/common';
import { RouteMapQuery, TripsMapQuery } from './maps.schemas';
import { createMapsService } from './maps.service';
import type { CachedSvg } from './svg-cache';

const tags = ['maps'];
const errors = { 400: ErrorBody, 404: ErrorBody };

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

/** The SVG maps behind `routeMapUrl` and `tripsMapUrl` (integrations/geo/map-urls.ts). Public. */
export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMapsService(app.database.db);

  app.get(
    '/route.svg',
    { schema: { tags, summary: 'SVG map of the route between two cities', querystring: RouteMapQuery, response: errors } },
    async (request, reply) => sendSvg(request, reply, await service.routeMap(request.query.from, request.query.to)),
  );

  app.get(
    '/trips.svg',
    { schema: { tags, summary: 'SVG map of many trips (a car history)', querystring: TripsMapQuery, response: errors } },
    async (request, reply) => sendSvg(request, reply, await service.tripsMap(request.query.trips)),
  );
};
