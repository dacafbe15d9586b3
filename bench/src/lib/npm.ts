import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './report';

/**
 * The environment of an npm command the benchmark runs as an operator would: the production variables it is given
 * and nothing else, besides what npm itself needs to run (PATH to find node and npm, HOME for its cache).
 */
export function operatorEnv(variables: Record<string, string>): Record<string, string> {
  // Not app configuration: where this machine keeps its programs, handed on to the child.
  // eslint-disable-next-line no-restricted-syntax
  const { PATH = '/usr/bin:/bin', HOME = '/tmp' } = process.env;
  return { PATH, HOME, ...variables };
}

/**
 * Starts `npm <args>` from the repository root in its own process group (so that `stop` reaches npm's children);
 * with `nice`, under `nice -n <nice>` (a negative value needs root).
 */
export function spawnNpm(args: string[], env: Record<string, string>, quiet = false, nice?: number): ChildProcess {
  const [command, commandArgs] = nice === undefined ? ['npm', args] : ['nice', ['-n', String(nice), 'npm', ...args]];
  return spawn(command, commandArgs, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
}

/** Runs `npm <args>` to its end; resolves with its stdout and how long it took, rejects with its stderr. */
export function runNpm(args: string[], env: Record<string, string>): Promise<{ stdout: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawnNpm(args, env);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, ms: performance.now() - started });
      else reject(new Error(`npm ${args.join(' ')} exited with ${code}:\n${stderr.trim()}`));
    });
  });
}
