/** SQL for the audit log: one row per admin action, never changed afterwards. */
import { boundedCount } from '../db/bounded-count';
import type { Queryable } from '../db/database';
import type { AuditAction, AuditTarget } from '../../contract/rules/moderation';

/** The admin doing something, as every moderation call knows them. */
export interface Actor {
  userId: string;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditRow {
  id: number;
  actor_id: string | null;
  actor_email: string;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: string;
  reason: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

export interface AuditFilter {
  action?: AuditAction;
  targetType?: AuditTarget;
  targetId?: string;
  actorId?: string;
  limit: number;
  offset: number;
}

export const auditRepository = {
  /** `actor` null: the server itself decided, by a rule an operator set (e.g. automatic approval). */
  async record(db: Queryable, actor: Actor | null, entry: AuditEntry): Promise<void> {
    await db.query(
      `insert into moderation_log (actor_id, actor_email, action, target_type, target_id, reason, details)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        actor?.userId ?? null,
        actor?.email ?? 'system',
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.reason ?? null,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  },

  async list(db: Queryable, filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number; totalExact: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.action) add(filter.action, (p) => `action = ${p}`);
    if (filter.targetType) add(filter.targetType, (p) => `target_type = ${p}`);
    if (filter.targetId) add(filter.targetId, (p) => `target_id = ${p}::uuid`);
    if (filter.actorId) add(filter.actorId, (p) => `actor_id = ${p}::uuid`);
    const from = `from moderation_log ${where.length ? `where ${where.join(' and ')}` : ''}`;
    const counted = await boundedCount(db, from, params);
    params.push(filter.limit, filter.offset);
    const rows = await db.query<AuditRow>(
      `select id, actor_id, actor_email, action, target_type, target_id, reason, details, created_at ${from}
        order by created_at desc, id desc limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return { rows, ...counted };
  },
};
