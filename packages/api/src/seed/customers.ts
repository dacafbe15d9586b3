import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * The customers of the demo history besides the demo accounts: people from the demo cities who booked over the past
 * year. They have no password (like an account that signs in with Google only), so nobody can sign in as them; their
 * addresses are on example.org, which is reserved and never delivers.
 */
export const demoCustomers: { name: string; birthDate: string }[] = [
  { name: 'Lena Hoffmann', birthDate: '1990-04-12' },
  { name: 'Jonas Weber', birthDate: '1984-09-03' },
  { name: 'Sophie Laurent', birthDate: '1995-01-27' },
  { name: 'Lucas Martin', birthDate: '1979-06-18' },
  { name: 'Giulia Romano', birthDate: '1993-11-08' },
  { name: 'Marco Bianchi', birthDate: '1987-02-22' },
  { name: 'Lucía García', birthDate: '1991-07-30' },
  { name: 'Pablo Fernández', birthDate: '1982-12-05' },
  { name: 'Emma de Vries', birthDate: '1996-03-14' },
  { name: 'Daan Jansen', birthDate: '1989-08-09' },
  { name: 'Freja Nielsen', birthDate: '1994-05-21' },
  { name: 'Mads Larsen', birthDate: '1980-10-11' },
  { name: 'Anna Nowak', birthDate: '1992-09-25' },
  { name: 'Piotr Kowalski', birthDate: '1985-01-16' },
  { name: 'Eszter Nagy', birthDate: '1997-06-02' },
  { name: 'Tomáš Dvořák', birthDate: '1983-04-29' },
  { name: 'Klara Novotná', birthDate: '1998-12-19' },
  { name: 'Inês Silva', birthDate: '1990-02-07' },
  { name: 'João Santos', birthDate: '1986-07-13' },
  { name: 'Lea Müller', birthDate: '1994-10-01' },
  { name: 'Noah Keller', birthDate: '1981-03-24' },
  { name: 'Camille Dubois', birthDate: '1999-08-17' },
  { name: 'Hugo Lambert', birthDate: '1988-05-06' },
  { name: 'Elena Gruber', birthDate: '1991-11-28' },
  { name: 'Felix Wagner', birthDate: '1977-09-14' },
  { name: 'Maja Schmidt', birthDate: '2000-01-09' },
  { name: 'Luca Ferrari', birthDate: '1993-04-04' },
];

/** "Lucía García" → "lucia.garcia@example.org". */
export const demoCustomerEmail = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.org`;

/** Inserts the demo customers that are missing (by e-mail), in one statement; answers every one's id, in order. */
export async function seedDemoCustomers(db: Db, now: Date): Promise<number[]> {
  const emails = demoCustomers.map((customer) => demoCustomerEmail(customer.name));
  const present = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  );
  const missing = demoCustomers
    .map((customer, index) => ({ ...customer, email: emails[index] ?? '', index }))
    .filter((customer) => !present.has(customer.email));
  if (missing.length > 0) {
    await db.insert(users).values(
      missing.map((customer) => ({
        name: customer.name,
        email: customer.email,
        passwordHash: null,
        role: 'CUSTOMER' as const,
        birthDate: customer.birthDate,
        // Joined over the year and a half before now, one every ~3 weeks.
        createdAt: new Date(now.getTime() - (540 - customer.index * 19) * 86_400_000),
      })),
    );
  }
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  return emails.map((email) => {
    const id = idOf.get(email);
    if (id === undefined) throw new Error(`seed: customer ${email} missing`);
    return id;
  });
}
