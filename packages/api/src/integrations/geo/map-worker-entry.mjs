// The map worker's entry point (map-renderer.ts starts it). A worker thread does not inherit the main thread's
// `--import tsx` loader, so it registers tsx (a runtime dependency, see Dockerfile) before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./map-worker.ts');
