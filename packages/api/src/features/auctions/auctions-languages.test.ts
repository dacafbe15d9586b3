import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createUser, type TestUser } from '../../test/factories';

/**
 * The auctions' refusals in the request's language (docs/decisions/019-three-languages.md#api-errors): a sentence,
 * a sentence with an amount written as that language writes money, and a schema's message; English as always.
 */
let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t.app, { name: 'Ann Early' });
  bob = await createUser(t.app, { name: 'Bob Late' });
});
afterAll(() => t.close());

const inLanguage = (user: TestUser, language: string) => ({ ...user.headers, 'accept-language': language });

const bid = (user: TestUser, auctionId: number, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: inLanguage(user, language),
    payload,
  });

describe('a refused bid over HTTP', () => {
  it('is told in German', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    const response = await bid(bob, auction.id, { bidAmount: 90 }, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ error: 'Das Gebot darf nicht unter dem Mindestgebot liegen!', field: 'bidAmount' }],
    });
  });

  it('names the least bid in French, written as French writes money', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    expect((await bid(ann, auction.id, { bidAmount: 102.5 })).statusCode).toBe(201);
    // 102.50 € + the 10 € step of the 100–500 € rung: 112.50 €.
    const response = await bid(bob, auction.id, { bidAmount: 110 }, 'fr');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: [{ error: 'Proposez au moins 112,50\u00a0€', field: 'bidAmount' }] });
    const english = await bid(bob, auction.id, { bidAmount: 110 });
    expect(english.json()).toEqual({ errors: [{ error: 'Bid at least 112.50 €', field: 'bidAmount' }] });
  });

  it("says a leader's maximum can only go up, with the current one, in German", async () => {
    const auction = await createAuction(t.app, { minBidAmount: 1_000 });
    expect((await bid(ann, auction.id, { bidAmount: 1_000, maxAmount: 1_500 })).statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auction.id}/maximum`,
      headers: inLanguage(ann, 'de'),
      payload: { maxAmount: 1_200 },
    });
    expect(response.json()).toEqual({
      errors: [
        {
          error: 'Ihr Maximalgebot beträgt bereits 1.500\u00a0€; ein Maximalgebot kann nur erhöht werden',
          field: 'maxAmount',
        },
      ],
    });
  });

  it("gives the schema's message in French, and an ended auction's refusal in German", async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    const invalid = await bid(bob, auction.id, { bidAmount: -5 }, 'fr');
    expect(invalid.json()).toEqual({
      errors: [{ error: 'Le montant de l’offre doit être un nombre positif', field: 'bidAmount' }],
    });
    const ended = await createAuction(t.app, { endAt: new Date(Date.now() - 60_000) });
    const refused = await bid(bob, ended.id, { bidAmount: 500 }, 'de');
    expect(refused.json()).toEqual({ errors: [{ error: 'Die Auktion ist beendet!' }] });
  });

  it('is told in English, as the specification writes it, without a language', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    expect((await bid(bob, auction.id, { bidAmount: 90 })).json()).toEqual({
      errors: [{ error: auctionMessages.bidBelowMinimum, field: 'bidAmount' }],
    });
  });
});

describe('an auction that is not there', () => {
  it('is said to be missing in French', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auctions/999999',
      headers: inLanguage(ann, 'fr'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ error: 'Enchère introuvable' }] });
  });
});
