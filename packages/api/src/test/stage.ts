import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import type { Db } from '../db/client';
import { createTestApp } from './app';
import { createAdmin, createCity, createUser, type TestUser } from './factories';

/**
 * A test file's shared stage: `open()` runs in beforeAll and fills the returned object, its `close()` runs in
 * afterAll. Read the fields inside tests and hooks, once they are filled.
 */
export function useStage<Stage extends object>(open: () => Promise<Stage & { close(): Promise<void> }>): Stage {
  const stage = {} as Stage;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { close: closeStage, ...fields } = await open();
    close = closeStage;
    Object.assign(stage, fields);
  });
  afterAll(() => close?.());
  return stage;
}

export interface CarTestStage {
  app: App;
  db: Db;
  admin: TestUser;
  /** A city to put the file's cars in. */
  cityId: number;
}

/** What the car tests start from: the app on the file's own database, an administrator and a city. */
export const useCarTestStage = () =>
  useStage<CarTestStage>(async () => {
    const t = await createTestApp();
    return {
      app: t.app,
      db: t.db,
      admin: await createAdmin(t.app),
      cityId: (await createCity(t.app)).id,
      close: t.close,
    };
  });

export interface AdminAndCustomerStage {
  app: App;
  db: Db;
  admin: TestUser;
  customer: TestUser;
}

/**
 * The stage of a feature's API tests: the app on the file's own database, on Berlin's clocks (so wall-clock answers
 * can be written out), an administrator and a customer called `customerName`.
 */
export const useAdminAndCustomerStage = (customerName: string) =>
  useStage<AdminAndCustomerStage>(async () => {
    const t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
    return {
      app: t.app,
      db: t.db,
      admin: await createAdmin(t.app),
      customer: await createUser(t.app, { name: customerName }),
      close: t.close,
    };
  });
