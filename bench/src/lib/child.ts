import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { benchDir } from './report';

/**
 * Starts `bench/src/<script>` under tsx in its own process; `arg` travels as JSON in argv[2]; `nodeFlags` go before
 * the script (`--expose-gc`).
 */
export function spawnScript(script: string, arg: unknown, nodeFlags: string[] = []): ChildProcess {
  return spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', path.join(benchDir, 'src', script), JSON.stringify(arg)],
    { cwd: benchDir, stdio: ['pipe', 'pipe', 'inherit'] },
  );
}

/** Runs a script to its end and parses the last line it printed as JSON; `onLine` sees every line as it comes. */
export function runScript<T>(script: string, arg: unknown, onLine?: (line: string) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawnScript(script, arg);
    let last = '';
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.trim()) last = line;
      onLine?.(line);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${script} printed no JSON result (last line: ${last.slice(0, 200)})`));
      }
    });
  });
}

/** A service child: its first line, its pid (for /proc), a line to it and its answer, and SIGTERM. */
export interface Service<T> {
  info: T;
  pid: number;
  /** Writes `line` to the child's stdin; resolves with the next line it prints, parsed as JSON. */
  request<R>(line: string): Promise<R>;
  stop(): Promise<void>;
}

/** A long-lived child that prints one JSON line when it is ready (e.g. `{"port": 1234}`) and stops on SIGTERM. */
export async function startService<T>(script: string, arg: unknown, nodeFlags: string[] = []): Promise<Service<T>> {
  const child = spawnScript(script, arg, nodeFlags);
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    lines.once('line', (line) => {
      try {
        resolve(JSON.parse(line) as T);
      } catch (error) {
        reject(error);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return {
    info,
    pid: child.pid!,
    request: <R>(line: string) =>
      new Promise<R>((resolve, reject) => {
        lines.once('line', (answer) => {
          try {
            resolve(JSON.parse(answer) as R);
          } catch (error) {
            reject(error);
          }
        });
        child.stdin!.write(`${line}\n`);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
