import { messages, type PublicConfig } from '@wayfare/common';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';

export interface SystemServiceDeps {
  config: Config;
  database: Database;
  /** True once the instance drains (plugins/shutdown.ts): balancers should stop sending it requests. */
  isDraining: () => boolean;
}

export function createSystemService({ config, database, isDraining }: SystemServiceDeps) {
  return {
    /** Throws 503 while the instance drains, or unless the database answers. */
    async ready(): Promise<{ status: 'ok' }> {
      if (isDraining()) throw new AppError('UNAVAILABLE', messages.http.unavailable);
      if (!(await database.ping())) throw new AppError('UNAVAILABLE', messages.http.databaseUnavailable);
      return { status: 'ok' };
    },

    /** The settings the web app needs, and nothing secret. */
    publicConfig(): PublicConfig {
      return {
        googleClientId: config.google.clientId ?? null,
        paymentMode: config.paymentMode,
        timezone: config.timezone,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
