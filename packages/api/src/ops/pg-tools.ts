import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs pg_dump / pg_restore against `databaseUrl`. The password is not passed on the command line, where `ps` would
 * show it to every user of the machine: it goes into a password file of this process's own (mode 600, removed
 * afterwards) that the URL names with libpq's `passfile` parameter. `args(url)` builds the arguments around the URL
 * to use. Resolves when the tool exits 0, else rejects with what it wrote on stderr.
 */
export async function runClientTool(
  command: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: (url: string) => string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  if (!password) return run(command, args(url.href));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wayfare-pgpass-'));
  try {
    const passfile = path.join(dir, 'pgpass');
    // Any host, port, database and user: the file holds this one password. `\` and `:` are escaped with `\`.
    await writeFile(passfile, `*:*:*:*:${password.replaceAll(/[\\:]/g, (c) => `\\${c}`)}\n`, { mode: 0o600 });
    url.password = '';
    url.searchParams.set('passfile', passfile);
    await run(command, args(url.href));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
