import fp from 'fastify-plugin';
import type { RealtimeGateway } from './gateway';

/** STOMP over WebSocket at /ws (DESIGN §7). Being built: for now a gateway that delivers nothing. */
export const realtimePlugin = fp(
  async (app) => {
    const gateway: RealtimeGateway = {
      async publish() {},
      onSend() {},
      onConnect() {},
    };
    app.decorate('realtime', gateway);
  },
  { name: 'realtime', dependencies: ['context', 'auth'] },
);
