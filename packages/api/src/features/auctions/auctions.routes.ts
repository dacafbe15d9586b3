import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Auction,
  AuctionsCountQuery,
  AuctionsPageQuery,
  AuctionSummary,
  Bid,
  BookingIdResponse,
  ClaimAuctionBody,
  CreateAuctionBody,
  ErrorBody,
  IdParams,
  PlaceBidBody,
  RaiseMaximumBody,
  RaiseMaximumResponse,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { AuctionsService } from './auctions.service';

const tags = ['auctions'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The auction calls (docs/product/auctions.md#auctions-api), under /api/auctions. */
export const auctionsRoutes: FastifyPluginAsyncZod<{ service: AuctionsService }> = async (app, { service }) => {
  app.get(
    '/count',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'How many auctions /paged pages through (mine=true: those the caller bid on)',
        security,
        querystring: AuctionsCountQuery,
        response: { 200: z.number().int(), ...errors },
      },
    },
    (request) => service.count(currentUser(request), request.query),
  );

  app.get(
    '/paged',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "One page of auctions, newest first, with the caller's own state (mine=true: those the caller bid on)",
        security,
        querystring: AuctionsPageQuery,
        response: { 200: z.array(AuctionSummary), ...errors },
      },
    },
    (request) => service.page(currentUser(request), request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "An auction with its car and bids (newest first), and the caller's own maximum",
        security,
        params: IdParams,
        response: { 200: Auction, ...errors },
      },
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  app.post(
    '',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Auction an exclusive car (optionally with a secret reserve price)',
        security,
        body: CreateAuctionBody,
        response: { 201: Auction, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.post(
    '/:id/bids',
    {
      onRequest: app.requireRole('CUSTOMER'),
      schema: {
        tags,
        summary: 'Bid (at least the minimum, and the highest bid plus one step), optionally with a secret maximum',
        security,
        params: IdParams,
        body: PlaceBidBody,
        response: { 201: Bid, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.placeBid(currentUser(request), request.params.id, request.body)),
  );

  app.put(
    '/:id/maximum',
    {
      onRequest: app.requireRole('CUSTOMER'),
      schema: {
        tags,
        summary: 'The leading bidder raises their secret maximum, without bidding against themselves',
        security,
        params: IdParams,
        body: RaiseMaximumBody,
        response: { 200: RaiseMaximumResponse, ...errors },
      },
    },
    (request) => service.raiseMaximum(currentUser(request), request.params.id, request.body.maxAmount),
  );
};

/** `POST /api/bookings/claim`: the winner books the won car (the claim body: docs/product/auctions.md#claim). */
export const claimRoutes: FastifyPluginAsyncZod<{ service: AuctionsService }> = async (app, { service }) => {
  app.post(
    '/claim',
    {
      onRequest: app.requireRole('CUSTOMER'),
      schema: {
        tags: ['bookings', ...tags],
        summary: 'Claim a won auction: an Unpaid Premium booking at the winning amount',
        security,
        body: ClaimAuctionBody,
        response: { 200: BookingIdResponse, ...errors },
      },
    },
    (request) => service.claim(currentUser(request), request.body),
  );
};
