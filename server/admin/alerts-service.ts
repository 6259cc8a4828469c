/**
 * Reviewing fraud alerts: an open alert is marked reviewed (looked at, acted
 * on elsewhere), dismissed (innocent) or escalated (needs a senior look); an
 * escalated one can still be reviewed or dismissed. Reviewed and dismissed
 * are final.
 */
import type { Alert } from '../../contract/api/admin';
import type { Paged } from '../../contract/api/common';
import type { Database } from '../db/database';
import { pageOf } from '../domain/paging';
import { conflict, notFound } from '../domain/errors';
import { fraudPort, type AlertFilter } from '../fraud/port';
import type { AlertDecision } from '../../contract/rules/moderation';
import { auditRepository, type Actor } from './audit-repository';
import { toAlert } from './dto';
import { optionalReason, requiredReason } from './reasons';

export class FraudAlertsService {
  constructor(private readonly db: Database) {}

  /** Open alerts first, newest first, with their evidence. */
  async list(filter: Pick<AlertFilter, 'status' | 'rule' | 'campaignId'>, page: number, limit: number): Promise<Paged<Alert>> {
    const { rows, total } = await fraudPort.list(this.db, { ...filter, limit, offset: (page - 1) * limit });
    return pageOf(rows.map(toAlert), total, page, limit);
  }

  async review(
    actor: Actor,
    alertId: string,
    decision: AlertDecision,
    rawNote: string | undefined,
  ): Promise<{ id: string; status: AlertDecision }> {
    // Setting an alert aside needs a why; "reviewed" means the action is recorded elsewhere.
    const note =
      decision === 'reviewed' ? optionalReason(rawNote, 'note') : requiredReason(rawNote, 'note', `to mark an alert ${decision}`);
    return this.db.transaction(async (tx) => {
      const alert = await fraudPort.lockForReview(tx, alertId);
      if (!alert) throw notFound('This fraud alert does not exist.');
      const allowed = alert.status === 'open' || (alert.status === 'escalated' && decision !== 'escalated');
      if (!allowed) throw conflict(`This alert was already ${alert.status}.`, 'State cannot follow');
      await fraudPort.decide(tx, alert.id, decision, actor.userId, note);
      await auditRepository.record(tx, actor, {
        action: `alert_${decision}`,
        targetType: 'fraud_alert',
        targetId: alert.id,
        reason: note,
        details: { rule: alert.rule, campaign_id: alert.campaign_id, from: alert.status },
      });
      return { id: alert.id, status: decision };
    });
  }
}
