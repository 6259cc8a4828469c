/** Makes an address an admin: the account is created if it does not exist yet, and confirmed on its first sign-in. */
import type { Database } from '../db/database';
import { usersPort } from '../users/port';
import { authRepository } from './repository';

export async function grantAdmin(db: Database, rawEmail: string): Promise<{ created: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new Error(`Not an e-mail address: "${rawEmail}"`);
  return db.transaction(async (tx) => {
    const existing = await authRepository.findUserByEmail(tx, email);
    const user = existing ?? (await authRepository.createUser(tx, email, {}));
    await usersPort.ensure(tx, { id: user.id, email, role: 'admin' });
    await usersPort.setRole(tx, user.id, 'admin');
    return { created: !existing };
  });
}
