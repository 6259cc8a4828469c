/**
 * What admins do with identity verification, in their own transaction: the
 * list of accounts with their requests, one account's request (locked while
 * they decide), the decision, and the admin rows locked and counted (so the
 * last admin keeps their rights).
 */
import { verificationRepository, type AccountFilter, type AccountRow } from './repository';

export type { AccountFilter, AccountRow };

export const verificationPort: Pick<typeof verificationRepository, 'list' | 'find' | 'lock' | 'decide' | 'lockAdmins'> =
  verificationRepository;
