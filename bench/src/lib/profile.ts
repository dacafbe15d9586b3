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
  console.log('own samples  function');
  for (const [key, n] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`${((100 * n) / samples.length).toFixed(1).padStart(10)} %  ${key}`);
  }
  return result;
}
