import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, stompDestinations } from '@wayfare/common';
import { type AuctionRow } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createAuction, createUser, type TestUser } from '../test/factories';
import { connectRaw, connectStomp, listen, type TestStompClient } from '../test/stomp-client';

/**
 * The live channel speaks the page's language (docs/decisions/019-three-languages.md#api-errors): the CONNECT's
 * `accept-language` (else the upgrade request's) sets the language of the session's refusals, on its error queue and
 * in its ERROR frames; a session that names no language gets today's English frames.
 */

let t: TestApp;
let url: string;
let alice: TestUser;
let auction: AuctionRow;
const clients: TestStompClient[] = [];
const errors = stompDestinations.errors;

async function connect(headers: Record<string, string> = {}, upgradeHeaders: Record<string, string> = {}) {
  const client = await connectStomp(
    url,
    { accessToken: alice.token, userId: String(alice.user.id), ...headers },
    { upgradeHeaders },
  );
  clients.push(client);
  await client.subscribe(errors);
  return client;
}

const bidBody = (bidAmount: number) => JSON.stringify({ auctionId: auction.id, userId: alice.user.id, bidAmount });

/** The refusal the session's error queue gets for a bid of `amount`. */
async function refusalOf(client: TestStompClient, amount: number, headers: Record<string, string> = {}) {
  await client.send(stompDestinations.bid, bidBody(amount), { accessToken: alice.token, ...headers });
  return JSON.parse((await client.next(errors)).body) as { error: string };
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  alice = await createUser(t.app, { name: 'Alice Bidder' });
  auction = await createAuction(t.app, { minBidAmount: 100 });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await t.close();
});

describe('a refused bid over STOMP', () => {
  it("is written in the CONNECT's language", async () => {
    const german = await connect({ 'accept-language': 'de' });
    expect(await refusalOf(german, 90)).toEqual({ error: 'Das Gebot darf nicht unter dem Mindestgebot liegen!' });
  });

  it('follows the upgrade request when the CONNECT names no language, and a SEND that names its own', async () => {
    const french = await connect({}, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(await refusalOf(french, 90)).toEqual({
      error: 'Le montant de l’offre ne peut pas être inférieur à l’offre minimale\u00a0!',
    });
    expect(await refusalOf(french, 90, { 'accept-language': 'de' })).toEqual({
      error: 'Das Gebot darf nicht unter dem Mindestgebot liegen!',
    });
  });

  it('carries its amount as the language writes money', async () => {
    const bidder = await createUser(t.app, { name: 'Bea Bidder' });
    const expensive = await createAuction(t.app, { minBidAmount: 1_000 });
    const first = await connectStomp(url, { accessToken: bidder.token, userId: String(bidder.user.id) });
    clients.push(first);
    await first.send(
      stompDestinations.bid,
      JSON.stringify({ auctionId: expensive.id, userId: bidder.user.id, bidAmount: 1_000 }),
    );
    const french = await connect({ 'accept-language': 'fr' });
    await french.send(
      stompDestinations.bid,
      JSON.stringify({ auctionId: expensive.id, userId: alice.user.id, bidAmount: 1_010 }),
      { accessToken: alice.token },
    );
    expect(JSON.parse((await french.next(errors)).body)).toEqual({ error: 'Proposez au moins 1\u202f050\u00a0€' });
  });

  it('stays in English, word for word, for a session that names no language', async () => {
    const english = await connect();
    expect(await refusalOf(english, 90)).toEqual({ error: auctionMessages.bidBelowMinimum });
  });
});

describe('an ERROR frame', () => {
  it("is written in the CONNECT's language, its close reason in English", async () => {
    const raw = await connectRaw(url);
    raw.send(`CONNECT\naccept-version:1.2\naccept-language:de\naccessToken:${alice.token}\n\n\0`);
    await raw.waitFor('CONNECTED');
    raw.send('SUBSCRIBE\nid:1\ndestination:/user/queue/someone-else\n\n\0');
    const frame = await raw.waitFor('ERROR');
    expect(frame).toContain('message:/user/queue/someone-else kann nicht abonniert werden');
    expect(frame.endsWith('\n\n/user/queue/someone-else kann nicht abonniert werden\0')).toBe(true);
    expect((await raw.closed).reason).toBe('Cannot subscribe to /user/queue/someone-else');
  });

  it("is written in the upgrade request's language before any CONNECT", async () => {
    const raw = await connectRaw(url, { 'accept-language': 'fr' });
    raw.send('SUBSCRIBE\nid:1\ndestination:/auction/1/bids\n\n\0');
    expect(await raw.waitFor('ERROR')).toContain('message:Envoyez d’abord CONNECT');
    await raw.closed;
  });
});
