import path from 'node:path';
import { restoreDatabase } from './backups';
import { runOperatorCommand } from './cli';

/** `npm run restore -- FILE`: brings a backup back into the configured database, which must be empty. */
runOperatorCommand(async (config, [file, ...rest]) => {
  if (!file || rest.length > 0) {
    console.error('usage: npm run restore -- FILE   (a file written by npm run backup)');
    process.exit(2);
  }
  const started = Date.now();
  await restoreDatabase(config, path.resolve(file));
  console.log(`restored ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
});
