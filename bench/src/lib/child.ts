import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { benchDir } from './report';

/** Starts `bench/src/<script>` under tsx in its own process; `arg` travels as JSON in argv[2]. */
export function spawnScript(script: string, arg: unknown): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'src', script), JSON.stringify(arg)], {
    cwd: benchDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
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

/** A long-lived child that prints one JSON line when it is ready (e.g. `{"port": 1234}`) and stops on SIGTERM. */
export async function startService<T>(script: string, arg: unknown): Promise<{ info: T; stop(): Promise<void> }> {
  const child = spawnScript(script, arg);
  const info = await new Promise<T>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
