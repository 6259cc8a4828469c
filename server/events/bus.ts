/**
 * Things that happened, for the parts of the server that react to them (fraud
 * rules, e-mails, the response cache) without the part that caused them
 * knowing. Two kinds of handler:
 *
 * - `later`: slow or must-happen work (fraud rules, e-mails). The change
 *   calls `record(tx, …)` inside its own transaction, which writes one job per
 *   such handler (server/jobs/), so the work happens once the change commits,
 *   on whichever server claims it, even if this one dies; never during the
 *   request.
 * - `on`: quick in-process reactions (dropping cached answers), run by
 *   `emit` after the commit, which also wakes this server's job worker.
 *
 * A failing handler is logged (a job is tried again), never undoes the change,
 * and never fails the request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { JobQueue } from '../jobs/queue';

export interface DomainEvents {
  /** A story was sent for review (new, or edited after a rejection). */
  'campaign.submitted': { campaignId: string; ownerId: string };
  /**
   * A story, its photos, updates or totals changed (anything public answers may show);
   * `moneyOnly` when only its money moved (a donation, a refund, money out), which lists may show late.
   */
  'campaign.changed': { campaignId: string; moneyOnly?: boolean };
  /** Many stories changed at once (e.g. the deadline sweep closed some). */
  'campaigns.changed': Record<string, never>;
  /** The owner posted an update on their story (its supporters hear of it). */
  'campaign.update_posted': { campaignId: string; updateId: string };
  /** Someone reported a story. */
  'report.created': { reportId: string; campaignId: string };
  /** A donation was confirmed by the payment provider and counted. */
  'donation.succeeded': {
    donationId: string;
    campaignId: string;
    /** What the provider confirmed, in pesewas: what was counted. */
    amount: number;
    /** What the donor asked to give, when known; a different confirmed amount raises an alert. */
    requestedAmount: number | null;
    payerKey: string | null;
  };
  /** An owner confirmed a payout account (a first one, or a change). */
  'payout_account.confirmed': { accountId: string; userId: string };
  /** An owner asked to withdraw money from a story. */
  'withdrawal.requested': { withdrawalId: string; campaignId: string; ownerId: string };
}

export type EventName = keyof DomainEvents;
type Handler<E extends EventName> = (payload: DomainEvents[E]) => Promise<void>;

export class EventBus {
  private readonly handlers = new Map<EventName, Array<Handler<EventName>>>();
  private readonly jobKinds = new Map<EventName, string[]>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobQueue,
  ) {}

  /** A quick in-process reaction, run by `emit` after the commit. */
  on<E extends EventName>(name: E, handler: Handler<E>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<EventName>);
    this.handlers.set(name, list);
  }

  /** Work run from the job queue for each `record`ed event; `handlerName` names its jobs (`<event>:<handlerName>`). */
  later<E extends EventName>(name: E, handlerName: string, handler: Handler<E>): void {
    const kind = `${name}:${handlerName}`;
    this.jobs.register(kind, (payload) => handler(payload as DomainEvents[E]));
    this.jobKinds.set(name, [...(this.jobKinds.get(name) ?? []), kind]);
  }

  /** Writes the event's `later` work as jobs, in the transaction of the change it follows. */
  record<E extends EventName>(tx: Queryable, name: E, payload: DomainEvents[E]): Promise<void> {
    return this.jobs.enqueue(tx, this.jobKinds.get(name) ?? [], payload);
  }

  /** After the commit: runs the `on` handlers and wakes the job worker; resolves when all are done, whatever they did. */
  async emit<E extends EventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    if (this.jobKinds.has(name)) this.jobs.nudge();
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await handler(payload);
      } catch (error) {
        this.log.error({ err: error, event: name }, 'event handler failed');
      }
    }
  }
}
