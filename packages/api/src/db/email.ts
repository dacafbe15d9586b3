import { sql } from 'drizzle-orm';
import { users } from './schema';

/** Matches the account with this e-mail whatever its letter case (the unique index is on lower(email)). */
export const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
