import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as texts, supportMessageTexts } from '@wayfare/common';
import { messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

  it.each([['customer', createUser], ['admin', createAdmin]])('stores a message from a logged-in %s', async (_who, make) => {
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
