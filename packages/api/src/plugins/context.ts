import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createEventBus, type EventBus } from '../events/domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Domain events between features, which never import each other (events/domain-events.ts). */
    events: EventBus;
  }
}

/** Makes the configuration, the database and the event bus reachable from every feature plugin. */
export const contextPlugin = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate<Database>('database', database);
    app.decorate(
      'events',
      createEventBus((event, error) => app.log.error({ err: error, event }, 'domain event handler failed')),
    );
  },
  { name: 'context' },
);
