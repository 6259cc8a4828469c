/** What other domains may write to the admins' audit log, in their own transaction (money out records its decisions there). */
import { auditRepository, type Actor } from './audit-repository';

export type { Actor };

export const auditLog: Pick<typeof auditRepository, 'record'> = auditRepository;
