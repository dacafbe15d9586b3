import { backupDatabase } from './backups';
import { runOperatorCommand } from './cli';

/** `npm run backup`: a dump of the configured database into BACKUP_DIR; prints the file's path. */
runOperatorCommand(async (config) => {
  const started = Date.now();
  const file = await backupDatabase(config);
  console.log(`backup written: ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
});
