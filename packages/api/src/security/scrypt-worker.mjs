// One password-hashing thread (scrypt-threads.ts starts it). Plain JavaScript: it needs nothing but node:crypto, so
// it loads without the TypeScript loader, in production and under vitest alike.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

// On Linux a thread has its own nice value. At 5 a hashing thread weighs a third of the event loop when both want
// the same core, so a crowd of logins cannot slow every other request down, while a login on a busy machine still
// gets its share. (Elsewhere setpriority would lower the whole process, so it is left alone.)
if (process.platform === 'linux') {
  try {
    setPriority(5);
  } catch {
    // Not allowed here: hash at normal priority.
  }
}

parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
