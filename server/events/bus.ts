/**
 * Things that happened, for the parts of the server that react to them (fraud
 * rules, e-mails) without the part that caused them knowing. Handlers run
 * after the change was committed; a failing handler is logged, never undoes
 * the change, and never fails the request.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface DomainEvents {
  /** A story was sent for review (new, or edited after a rejection). */
  'campaign.submitted': { campaignId: string; ownerId: string };
  /** A story, its photos, updates or totals changed (anything public answers may show). */
  'campaign.changed': { campaignId: string };
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

  constructor(private readonly log: FastifyBaseLogger) {}

  on<E extends EventName>(name: E, handler: Handler<E>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<EventName>);
    this.handlers.set(name, list);
  }

  /** Runs every handler; resolves when all are done, whatever they did. */
  async emit<E extends EventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await handler(payload);
      } catch (error) {
        this.log.error({ err: error, event: name }, 'event handler failed');
      }
    }
  }
}
