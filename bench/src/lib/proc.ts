import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (100 on Linux nearly always; asked once). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * User + system CPU of a process, all its threads (V8's GC and libuv's included), in milliseconds, from
 * /proc/<pid>/stat (proc(5): utime and stime are fields 14 and 15; the name in field 2 may hold spaces, so count from
 * its closing parenthesis). Resolution: one clock tick (10 ms).
 */
export function processCpuMs(pid: number | 'self'): number {
  const { user, system } = processCpuSplitMs(pid);
  return user + system;
}

/** The same, user and system apart (system: the kernel's work for the process — on loopback, socket writes carry
 * the receiving side's TCP work too). */
export function processCpuSplitMs(pid: number | 'self'): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is fields[11], stime fields[12].
  return { user: (Number(fields[11]) * 1000) / CLOCK_TICKS, system: (Number(fields[12]) * 1000) / CLOCK_TICKS };
}

/**
 * Stops early, with what to do, when this process may not open `needed` files: each socket is one, and the server
 * instance in this process holds thousands at once (EMFILE would show up as refused connections mid-run instead).
 */
export function checkOpenFiles(needed: number): void {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s+/)[3]);
  if (Number.isFinite(soft) && soft < needed) {
    throw new Error(`open files limit ${soft} < ${needed} needed for these sockets: raise it (ulimit -n ${needed})`);
  }
}
