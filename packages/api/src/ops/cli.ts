import { ConfigError, loadProcessConfig, type Config } from '../config';
import { BackupRefused } from './backups';

/**
 * Runs one operator command (backup, restore) with the server's own configuration, so that it is run with the same
 * environment as the instances. Refusals and configuration errors are printed as one message, exit 1.
 *
 * The package script passes npm's INIT_CWD, the directory the command was typed in, as the first argument: npm runs
 * a workspace's script in the workspace's directory, but relative paths (FILE, BACKUP_DIR, DATA_DIR) are meant from
 * where the operator stands. `act` gets the arguments after it.
 */
export function runOperatorCommand(act: (config: Config, args: string[]) => Promise<void>): void {
  const [typedIn, ...args] = process.argv.slice(2);
  if (typedIn) process.chdir(typedIn);
  const run = async () => act(loadProcessConfig(), args);
  run().catch((error: unknown) => {
    if (error instanceof BackupRefused || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
