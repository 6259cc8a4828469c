/**
 * Wires the fraud rules to the events they watch. Each rule is its own job
 * (server/jobs/), run after the change committed and tried again if it fails,
 * so one failing never stops another and never slows the request. Running one
 * twice is harmless: an alert is raised once per rule and target.
 */
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
  const watch = <E extends EventName>(name: E, ruleName: string, rule: Rule<E>) =>
    events.later(name, `fraud.${ruleName}`, async (event) => {
      const alert = await rule(db, event);
      if (!alert) return;
      const { id, created } = await fraudRepository.raise(db, alert);
      if (created) log.warn({ alertId: id, rule: alert.rule, target: alert.targetKey }, 'fraud alert raised');
    });
  watch('donation.succeeded', 'donation_burst', donationBurst);
  watch('donation.succeeded', 'outsized_donation', outsizedDonation);
  watch('donation.succeeded', 'amount_mismatch', amountMismatch);
  watch('campaign.submitted', 'new_account_high_goal', newAccountHighGoal);
  watch('campaign.submitted', 'duplicate_cover', duplicateCover);
  watch('report.created', 'report_cluster', reportCluster);
  watch('withdrawal.requested', 'withdrawal_after_account_change', withdrawalAfterAccountChange);
  watch('withdrawal.requested', 'payout_name_mismatch', payoutNameMismatch);
  watch('withdrawal.requested', 'shared_payout_account_withdrawal', sharedPayoutAccountWithdrawal);
  watch('withdrawal.requested', 'withdrawal_after_burst', withdrawalAfterBurst);
  watch('payout_account.confirmed', 'shared_payout_account_confirmed', sharedPayoutAccountConfirmed);
}
