import { writeFileSync, mkdirSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { resultsDir } from './report';

interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Where a frame's code lives, shortened: `pkg/file.js` in node_modules, the repository path for ours. */
const placeOf = (url: string) =>
  url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(packages|bench)\//, '$1/');

/**
 * Runs `load` under V8's sampling profiler in this process (the in-process server's thread), writes the profile to
 * bench/results/<name>.cpuprofile (open it in Chrome DevTools' Performance panel) and prints the functions with the
 * most samples of their own, and the server's CPU per request (user and system) from `requests()`.
 */
export async function profiled<T>(name: string, load: () => Promise<T>, requests: (result: T) => number): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const before = process.cpuUsage();
  const result = await load();
  const cpu = process.cpuUsage(before);
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  session.disconnect();

  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const count = requests(result);
  console.log(
    `\n${name}: server CPU per request ${Math.round((cpu.user + cpu.system) / count)} µs (user ${Math.round(cpu.user / count)}, system ${Math.round(cpu.system / count)}); profile in ${file}`,
  );
  console.log(topFunctions(profile));
  return result;
}

/** The functions with the most samples of their own, one line each (share of all samples, name, place). */
export function topFunctions(profile: CpuProfile, count = 20): string {
  const samples = profile.samples ?? [];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const own = new Map<string, number>();
  for (const id of samples) {
    const frame = byId.get(id)?.callFrame;
    const key = frame
      ? `${frame.functionName || '(anonymous)'}  ${placeOf(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`
      : '?';
    own.set(key, (own.get(key) ?? 0) + 1);
  }
  const lines = [...own]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, n]) => `${((100 * n) / samples.length).toFixed(1).padStart(10)} %  ${key}`);
  return ['own samples  function', ...lines].join('\n');
}

/**
 * V8's sampling profiler on this process from `start()` to `stop(name)`, which writes
 * bench/results/<name>.cpuprofile and answers the top functions (for a server in a child process: bench/src/lib/host.ts).
 */
export async function startProfile(): Promise<{ stop(name: string): Promise<string> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
      session.disconnect();
      mkdirSync(resultsDir, { recursive: true });
      const file = path.join(resultsDir, `${name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      return `${name}: profile in ${file}\n${topFunctions(profile)}`;
    },
  };
}
