/** What other domains may write to the admins' audit log, in their own transaction (money out records its decisions there). */
import { auditRepository, type Actor, type AuditEntry } from './audit-repository';

export type { Actor, AuditEntry };

export const auditLog: Pick<typeof auditRepository, 'record'> = auditRepository;
