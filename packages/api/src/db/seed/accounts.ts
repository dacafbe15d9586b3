import type { Role } from '@wayfare/common';
import type { Db } from '../client';
import { emailIs } from '../email';
import { users } from '../schema';
import { hashPassword } from '../../security/passwords';

export interface SeedAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  birthDate?: string;
}

/** The demo accounts of DESIGN §3 (README and e2e rely on them). */
export const demoAccounts: SeedAccount[] = [
  { name: 'Ada Admin', email: 'admin@example.com', password: 'admin123', role: 'ADMIN', birthDate: '1985-03-14' },
  { name: 'Carl Customer', email: 'customer@example.com', password: 'customer123', role: 'CUSTOMER', birthDate: '1992-07-21' },
];

/** Creates the account unless one with its e-mail exists; an existing account (and its password) is left alone. */
export async function ensureAccount(db: Db, account: SeedAccount): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(emailIs(account.email));
  if (existing) return false;
  const passwordHash = await hashPassword(account.password);
  const inserted = await db
    .insert(users)
    .values({ name: account.name, email: account.email, passwordHash, role: account.role, birthDate: account.birthDate })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of demoAccounts) await ensureAccount(db, account);
}
