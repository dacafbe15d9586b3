import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

type Reply = { key: Uint8Array } | { error: string };

/** Threads waiting for their next password; passwords.ts lets at most 2 be busy, so at most 2 ever exist. */
const idle: Worker[] = [];

function start(): Worker {
  const worker = new Worker(new URL('./scrypt-worker.mjs', import.meta.url));
  // A thread that fails or ends, busy or idle, is never handed a password again (the busy one's caller is told below).
  const forget = () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  };
  worker.on('error', forget).on('exit', forget);
  return worker;
}

/**
 * scrypt in a worker thread of low priority (scrypt-worker.mjs) rather than on libuv's threadpool: there it ran at
 * the event loop's own priority, and took threads that file reads and DNS lookups need. A thread is started on
 * first use and kept for the next password; an idle one does not keep the process alive.
 */
export function scryptInThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const worker = idle.pop() ?? start();
  worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    const onMessage = (reply: Reply) => {
      done();
      idle.push(worker);
      if ('key' in reply) resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength));
      else reject(new Error(`scrypt failed: ${reply.error}`));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => onError(new Error(`password thread exited (code ${code})`));
    function done() {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      worker.unref();
    }
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ password, salt, keyLength, options });
  });
}
