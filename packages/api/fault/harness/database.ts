import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database on the same server as `adminUrl` (the servers migrate and seed it themselves, as in production);
 * `drop()` removes it even while connections are still open.
 */
export async function createFreshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `wayfare_fault_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
