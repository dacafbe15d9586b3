import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { faultEnv, JWT_SECRET, repoRoot, sleep } from './env';
import { FAULT_ADMIN } from './http';

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  redisUrl?: string | undefined;
  /** A name for the logs of a failing test ("A", "B"…). */
  name: string;
  /** More production variables (TRUST_PROXY…). */
  env?: Record<string, string>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released for the server to take). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/**
 * One API server process, started the way production starts it (`node --import tsx packages/api/src/server.ts`,
 * the process itself receiving the signals), with the production variables and nothing else in its environment.
 */
export class ServerProcess {
  readonly output: string[] = [];
  readonly exited: Promise<Exit>;
  private exit: Exit | undefined;

  private constructor(
    readonly options: ServerOptions,
    readonly child: ChildProcess,
  ) {
    const record = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.output.push(line);
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      }),
    );
  }

  static start(options: ServerOptions): ServerProcess {
    const env: Record<string, string> = {
      PATH: faultEnv.path,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      LOG_LEVEL: 'warn',
      // The demo fleet and cities; the people (an administrator, customers) are the suite's own (harness/http.ts).
      SEED: 'demo',
      ADMIN_EMAIL: FAULT_ADMIN.email,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
    };
    if (options.redisUrl) env.REDIS_URL = options.redisUrl;
    Object.assign(env, options.env);
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ServerProcess(options, child);
  }

  get port(): number {
    return this.options.port;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  get isRunning(): boolean {
    return this.exit === undefined;
  }

  /** Resolves once GET /api/ready answers 200; throws if the process exits first or after `timeoutMs`. */
  async ready(timeoutMs = 60_000): Promise<this> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.isRunning)
        throw new Error(
          `server ${this.options.name} exited (${JSON.stringify(this.exit)}) before ready:\n${this.log()}`,
        );
      try {
        const response = await fetch(`${this.origin}/api/ready`, { signal: AbortSignal.timeout(1000) });
        if (response.status === 200) return this;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`server ${this.options.name} not ready within ${timeoutMs} ms:\n${this.log()}`);
  }

  /** Sends `signal` and resolves with the exit and how long it took. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit & { ms: number }> {
    const started = Date.now();
    if (this.isRunning) this.child.kill(signal);
    const exit = await this.exited;
    return { ...exit, ms: Date.now() - started };
  }

  /** Last resort in afterAll: nothing may outlive the test. */
  async kill(): Promise<void> {
    if (!this.isRunning) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  log(lines = 40): string {
    return this.output.slice(-lines).join('\n');
  }
}
