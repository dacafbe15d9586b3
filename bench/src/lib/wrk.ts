import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CannonJob, CannonResult } from './cannon';

/** Where Debian's wrk is (`apt-get install wrk`). */
const WRK_PATH = '/usr/bin/wrk';

/**
 * The job's bodies in rotation, one per request, and the result as one JSON line at the end. Each wrk thread has a
 * Lua state of its own, so each thread rotates through the whole list from its own offset.
 */
function luaScript(job: CannonJob): string {
  const bodies = (job.bodies ?? []).map((body) => JSON.stringify(body)).join(',\n');
  const headers = Object.entries({ 'content-type': 'application/json', ...job.headers })
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(', ');
  return `
local bodies = { ${bodies} }
local headers = { ${headers} }
local next = 0
request = function()
  if #bodies == 0 then return wrk.format(${JSON.stringify(job.method)}, nil, headers) end
  next = next % #bodies + 1
  return wrk.format(${JSON.stringify(job.method)}, nil, headers, bodies[next])
end
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"meanUs":%f,"maxUs":%d,' ..
      '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.mean, latency.max,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
`;
}

/**
 * One run of wrk (C, one event loop per thread) with the job's bodies — a load generator that costs the shared cores
 * a small fraction of what autocannon's JavaScript does (bench/docs/search.md#the-searchs-load).
 */
export async function wrk(job: CannonJob, threads = 1): Promise<CannonResult> {
  const dir = await mkdtemp(join(tmpdir(), 'wayfare-wrk-'));
  try {
    const script = join(dir, 'job.lua');
    await writeFile(script, luaScript(job));
    const args = ['-t', String(threads), '-c', String(job.connections), '-d', `${job.duration}s`];
    const output = await run(WRK_PATH, [...args, '--timeout', '10s', '-s', script, job.url]);
    const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const r = JSON.parse(line.slice('WRK_RESULT '.length)) as Record<string, number>;
    const ms = (us: number) => Math.round(us / 10) / 100;
    return {
      requestsPerSecond: r.requests! / (r.durationUs! / 1e6),
      total: r.requests!,
      latency: { p50: ms(r.p50Us!), p99: ms(r.p99Us!), mean: ms(r.meanUs!), max: ms(r.maxUs!) },
      errors: r.connect! + r.read! + r.write!,
      timeouts: r.timeout!,
      non2xx: r.status!,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${command}: ${error.message} (apt-get install wrk, or client=autocannon)`)),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}:\n${out}`))));
  });
}
