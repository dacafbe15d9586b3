import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadProcessConfig, type Config } from './config';
import { startScheduler } from './scheduler';

/** The process: configuration, the app (which opens, migrates and seeds the database), listening, shutdown. */
function readConfig(): Config {
  try {
    return loadProcessConfig();
  } catch (error) {
    // Fail fast, naming every bad variable, before anything is opened.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config);
  // The timed jobs the features registered run with the serving process; tests run them themselves.
  startScheduler(app);

  // On SIGINT/SIGTERM: refuse new connections, serve the open ones with `Connection: close` for DRAIN_GRACE_MS, then
  // close the idle ones, let running requests finish and close the database (plugins/shutdown.ts); a shutdown that
  // takes longer than 10 s is cut short, and a second signal ends it at once.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info(`${signal ?? 'exit'}: shutting down`);
    await app.drain({ graceMs: config.drainGraceMs });
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // E.g. the port is taken: close the database properly before giving up.
    await app.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
