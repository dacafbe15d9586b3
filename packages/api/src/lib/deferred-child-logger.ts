import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`request.log`), made only when something is logged at a level the app writes. Fastify
 * gives every request a child logger bound to its `reqId`; pino builds one eagerly (copying the parent and
 * serialising the bindings) even when nothing is ever written, as for every request below `LOG_LEVEL` — at `warn`
 * or `silent` that was a few per cent of the lightest route's CPU (bench/HISTORY.md, framework). The first call at
 * an enabled level creates the very child Fastify would have made (same bindings, same options), so every line that
 * is logged is unchanged.
 */
class DeferredChildLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  #log(level: Level, args: unknown[]): void {
    if (!this.#child) {
      const parent = this.#parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
      if (parent.isLevelEnabled && !parent.isLevelEnabled(level)) return;
    }
    const real = this.#real();
    Reflect.apply(real[level], real, args);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  // Prototype methods, not per-instance closures: one of these objects is made for every request.
  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: defers the child unless the route sets its own level or serializers. */
export const deferredChildLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) => {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new DeferredChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
};
