import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages as texts,
  supportMessageTexts,
  supportReplyTexts,
  type SupportMessageListItem,
} from '@wayfare/common';
import type { DomainEvents } from '../../events/domain-events';
import { messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser } from '../../test/factories';

let t: TestApp;
const answered: DomainEvents['messageAnswered'][] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.events.subscribe('messageAnswered', (e) => void answered.push(e));
});
afterAll(() => t.close());

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/messages', payload: payload as object, headers });

describe('POST /api/messages', () => {
  it('is refused to anonymous callers', async () => {
    const response = await send({ messageContent: 'Help!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ error: texts.auth.unauthenticated }] });
  });

  it.each([
    ['customer', createUser],
    ['admin', createAdmin],
  ])('stores a message from a logged-in %s', async (_who, make) => {
    const { user, headers } = await make(t.app);
    const response = await send({ messageContent: '  My car will not start.  ' }, headers);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number }>();
    expect(body).toEqual({ id: expect.any(Number), messageContent: 'My car will not start.', answerContent: null });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, body.id));
    expect(row?.userId).toBe(user.id);
  });

  it.each([
    [{ messageContent: '' }, supportMessageTexts.required],
    [{ messageContent: '   ' }, supportMessageTexts.required],
    [{}, supportMessageTexts.required],
    [{ messageContent: 'x'.repeat(2001) }, supportMessageTexts.tooLong],
  ])('refuses %j with 400', async (payload, error) => {
    const { headers } = await createUser(t.app);
    const response = await send(payload, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error, field: 'messageContent' }] });
  });
});

const list = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/messages', headers });
const answer = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/messages/${id}`, payload: payload as object, headers });
const ask = async (headers: Record<string, string>, messageContent: string) =>
  (await send({ messageContent }, headers)).json<{ id: number }>().id;

describe('GET /api/messages', () => {
  it('is refused to anonymous callers', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it('gives a customer their own messages and an admin all of them, newest first', async () => {
    const alice = await createUser(t.app);
    const bob = await createUser(t.app);
    const { headers: adminHeaders } = await createAdmin(t.app);
    const first = await ask(alice.headers, 'First question');
    const second = await ask(alice.headers, 'Second question');
    const other = await ask(bob.headers, 'Bob asks');

    const mine = (await list(alice.headers)).json<SupportMessageListItem[]>();
    expect(mine.map((m) => m.id)).toEqual([second, first]);
    expect(mine[0]).toEqual({
      id: second,
      user: { id: alice.user.id, name: alice.user.name },
      messageContent: 'Second question',
      answerContent: null,
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
    });

    const all = (await list(adminHeaders)).json<SupportMessageListItem[]>().map((m) => m.id);
    expect(all.indexOf(other)).toBeLessThan(all.indexOf(second));
    expect(all.indexOf(second)).toBeLessThan(all.indexOf(first));
  });
});

describe('PUT /api/messages/{id}', () => {
  it('lets an admin answer once; the author then sees the answer and messageAnswered is published', async () => {
    const customer = await createUser(t.app);
    const { headers } = await createAdmin(t.app);
    const id = await ask(customer.headers, 'Where is the car?');
    const response = await answer(id, { answerContent: '  In the depot.  ' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, messageContent: 'Where is the car?', answerContent: 'In the depot.' });
    expect(answered).toContainEqual({ messageId: id, userId: customer.user.id });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(row?.answeredAt).toBeInstanceOf(Date);
    expect((await list(customer.headers)).json<SupportMessageListItem[]>()[0]?.answerContent).toBe('In the depot.');

    const again = await answer(id, { answerContent: 'Changed my mind' }, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [{ error: supportReplyTexts.alreadyAnswered }] });
    expect(answered.filter((e) => e.messageId === id)).toHaveLength(1);
  });

  it('is refused to customers (403) and anonymous callers (401)', async () => {
    const customer = await createUser(t.app);
    const id = await ask(customer.headers, 'Hello?');
    expect((await answer(id, { answerContent: 'Me' }, customer.headers)).statusCode).toBe(403);
    expect((await answer(id, { answerContent: 'Me' })).statusCode).toBe(401);
  });

  it.each([[{ answerContent: '' }], [{ answerContent: '  ' }], [{}]])(
    'refuses the empty answer %j with 400',
    async (payload) => {
      const customer = await createUser(t.app);
      const { headers } = await createAdmin(t.app);
      const id = await ask(customer.headers, 'Hello?');
      const response = await answer(id, payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ error: supportReplyTexts.required, field: 'answerContent' }] });
    },
  );

  it('answers 404 for an unknown message', async () => {
    const { headers } = await createAdmin(t.app);
    const response = await answer(99_999_999, { answerContent: 'x' }, headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ error: supportReplyTexts.notFound }] });
  });
});
