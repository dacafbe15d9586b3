import { parentPort } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { renderMapSvg, type MapDrawing } from './map-svg';

/** What map-renderer.ts posts to the worker, and what it answers. */
export interface DrawRequest {
  id: number;
  drawing: MapDrawing;
}
export type DrawReply = { id: number; svg: string } | { id: number; error: string };

// On Linux a thread has its own nice value. At 5 the drawing thread weighs a third of the event loop when both want
// the same core, as the password threads do (security/scrypt-worker.mjs). Elsewhere setpriority would lower the
// whole process, so it is left alone.
if (process.platform === 'linux') {
  try {
    setPriority(5);
  } catch {
    // Not allowed here: draw at normal priority.
  }
}

const port = parentPort;
if (!port) throw new Error('map-worker.ts runs as a worker thread (see map-renderer.ts)');

port.on('message', ({ id, drawing }: DrawRequest) => {
  let reply: DrawReply;
  try {
    reply = { id, svg: renderMapSvg(drawing) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
