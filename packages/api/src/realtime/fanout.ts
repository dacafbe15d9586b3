import { z } from 'zod';

/**
 * Carries every published message to every API instance (docs/product/realtime-contract.md#fan-out): in-process when
 * there is one instance, Redis pub/sub when REDIS_URL is set. Each instance delivers what it receives to its own
 * subscribers, so a publisher gets its own messages back through `subscribe` too and never delivers them locally on
 * the side.
 */
export interface Fanout {
  publish(message: FanoutMessage): Promise<void>;
  /** Receives every message published by any instance (this one included); returns the unsubscribe function. */
  subscribe(handler: (message: FanoutMessage) => void): () => void;
  /** Resolves once messages published elsewhere can reach this instance (immediately in-process). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const FanoutMessage = z.object({
  destination: z.string().min(1),
  body: z.string(),
  /** MESSAGE content-type; application/json when absent. */
  contentType: z.string().optional(),
  /** That user's sessions get nothing. */
  excludeUserId: z.number().int().optional(),
  /** A user destination's addressee: only that user's sessions get it (see RealtimeGateway.publish). */
  toUserId: z.number().int().optional(),
});
export type FanoutMessage = z.infer<typeof FanoutMessage>;

/** One instance: publishing is delivering. */
export function createMemoryFanout(onHandlerError: (error: unknown) => void = () => {}): Fanout {
  const handlers = new Set<(message: FanoutMessage) => void>();
  return {
    async publish(message) {
      for (const handler of handlers) {
        try {
          handler(message);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async ready() {},
    async close() {
      handlers.clear();
    },
  };
}
