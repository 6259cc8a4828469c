/**
 * Profiles: each account's users row, read and changed by its owner. Admin
 * rights come from the row's role, read fresh whenever they matter.
 */
import type { Profile } from '../../contract/api/users';
import type { Database } from '../db/database';
import { invalid, notFound } from '../domain/errors';
import { writeOnce } from '../idempotency/write-once';
import { checkProfilePatch } from './profile-rules';
import { usersRepository, type EditableProfile, type ProfileRow } from './repository';

export const toProfile = (row: ProfileRow): Profile => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export class UsersService {
  constructor(private readonly db: Database) {}

  async profile(userId: string): Promise<Profile | null> {
    const row = await usersRepository.findById(this.db, userId);
    return row ? toProfile(row) : null;
  }

  /** Saves fields already checked by the profile rules; null when the row is gone. */
  async save(userId: string, fields: EditableProfile): Promise<Profile | null> {
    const row = await usersRepository.update(this.db, userId, fields);
    return row ? toProfile(row) : null;
  }

  /**
   * Checks a change its owner asked for, then saves it. With an idempotency key, a repeat of an edit already
   * made changes nothing (a later edit may have come since) and answers with the profile as it is.
   */
  async updateOwn(userId: string, patch: Record<string, unknown>, key?: string): Promise<Profile> {
    const checked = checkProfilePatch(patch);
    if (!checked.ok) throw invalid(checked.problem.message, 'Invalid profile', checked.problem.field);
    await writeOnce(this.db, key, 'profile', async (tx) => {
      await usersRepository.update(tx, userId, checked.fields);
      return userId;
    });
    const profile = await this.profile(userId);
    if (!profile) throw notFound('Profile not found.');
    return profile;
  }
}
