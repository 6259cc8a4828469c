/** Wires the fraud rules to the events they watch; each rule is its own handler, so one failing never stops another. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { DomainEvents, EventBus, EventName } from '../events/bus';
import { fraudRepository, type AlertCandidate } from './repository';
import {
  payoutNameMismatch,
  sharedPayoutAccountConfirmed,
  sharedPayoutAccountWithdrawal,
  withdrawalAfterAccountChange,
  withdrawalAfterBurst,
} from './payout-rules';
import { amountMismatch, donationBurst, duplicateCover, newAccountHighGoal, outsizedDonation, reportCluster } from './rules';

type Rule<E extends EventName> = (db: Database, event: DomainEvents[E]) => Promise<AlertCandidate | null>;

export function registerFraudRules(events: EventBus, db: Database, log: FastifyBaseLogger): void {
  const watch = <E extends EventName>(name: E, rule: Rule<E>) =>
    events.on(name, async (event) => {
      const alert = await rule(db, event);
      if (!alert) return;
      const { id, created } = await fraudRepository.raise(db, alert);
      if (created) log.warn({ alertId: id, rule: alert.rule, target: alert.targetKey }, 'fraud alert raised');
    });
  watch('donation.succeeded', donationBurst);
  watch('donation.succeeded', outsizedDonation);
  watch('donation.succeeded', amountMismatch);
  watch('campaign.submitted', newAccountHighGoal);
  watch('campaign.submitted', duplicateCover);
  watch('report.created', reportCluster);
  watch('withdrawal.requested', withdrawalAfterAccountChange);
  watch('withdrawal.requested', payoutNameMismatch);
  watch('withdrawal.requested', sharedPayoutAccountWithdrawal);
  watch('withdrawal.requested', withdrawalAfterBurst);
  watch('payout_account.confirmed', sharedPayoutAccountConfirmed);
}
