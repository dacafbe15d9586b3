import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { changedFields, recordAudit } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('recordAudit', () => {
  it('writes who, what, the entity and both sides, with the actor e-mail copied from their row', async () => {
    const admin = await createUser(t.app, { email: 'audit-writer@example.com' });
    await t.app.database.db.transaction((tx) =>
      recordAudit(tx, {
        actorId: admin.user.id,
        action: 'update',
        entity: 'car',
        entityId: 7,
        before: { pricePerDay: 40 },
        after: { pricePerDay: 45 },
      }),
    );
    const [row] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(row).toMatchObject({
      actorEmail: 'audit-writer@example.com',
      action: 'update',
      entity: 'car',
      entityId: '7',
      before: { pricePerDay: 40 },
      after: { pricePerDay: 45 },
    });
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('is lost with the write: an entry recorded in a transaction that rolls back does not exist', async () => {
    const admin = await createUser(t.app);
    await t.app.database.db
      .transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: admin.user.id,
          action: 'create',
          entity: 'city',
          entityId: 1,
          after: { name: 'X' },
        });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    expect(await t.app.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id))).toEqual([]);
  });

  it('refuses an unknown actor instead of writing an entry nobody made', async () => {
    await expect(
      t.app.database.db.transaction((tx) =>
        recordAudit(tx, { actorId: 987_654, action: 'delete', entity: 'car', entityId: 1, before: { id: 1 } }),
      ),
    ).rejects.toThrow(/no user 987654/);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const admin = await createUser(t.app);
    await t.app.database.db.transaction((tx) =>
      recordAudit(tx, {
        actorId: admin.user.id,
        action: 'create',
        entity: 'car',
        entityId: 3,
        after: { plate: 'B-1' },
      }),
    );
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'written',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    const { db } = t.app.database;
    expect(await refusal(db.execute(sql`update audit_log set action = 'x' where actor_id = ${admin.user.id}`))).toBe(
      'audit log entries cannot be changed or deleted',
    );
    expect(await refusal(db.execute(sql`delete from audit_log where actor_id = ${admin.user.id}`))).toBe(
      'audit log entries cannot be changed or deleted',
    );
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ, dates compared as instants', () => {
    const at = new Date('2030-01-01T10:00:00Z');
    expect(
      changedFields(
        { name: 'A', price: 10, from: at, features: ['gps'] },
        { name: 'A', price: 12, from: new Date(at), features: ['gps', 'ac'] },
      ),
    ).toEqual({ before: { price: 10, features: ['gps'] }, after: { price: 12, features: ['gps', 'ac'] } });
  });

  it('answers null when nothing changed, and null for a field one side lacks', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toBeNull();
    expect(changedFields({ a: 1 }, { a: 1, b: 'new' })).toEqual({ before: { b: null }, after: { b: 'new' } });
  });
});
