/**
 * Notices, from the durable job queue. A domain writes a notice in the
 * transaction of what it tells (`notify`): once per key, with a job that fans
 * it out. The fan-out reads the reader's choices (per kind and channel) and
 * where they can be reached, and writes one delivery per channel (per browser
 * for push), each with its job. A delivery's job takes it for sending
 * (committed) before it leaves, then records what became of it; a server that
 * dies mid-send leaves it `unconfirmed`, never sent twice. Each is written in
 * its reader's language.
 *
 * Gifts are gathered: the first after a quiet hour is told at once, and the
 * others of that hour wait (held) for one notice at its end.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { usersPort } from '../users/port';
import type { Channel, ChannelOutcome, Delivery } from './channels/channel';
import type { GiftNoticeFacts } from './kinds/gifts';
import type { NoticeContext } from './kinds/kind';
import { noticeKindDefs } from './kinds/list';
import { chosen, type Reach } from './preferences';
import { preferencesRepository } from './preferences-repository';
import { noticesRepository, type DeliveryRow, type NoticeRow } from './repository';
import { noticeChannels, type GiftFacts, type NoticeChannel, type NoticeRequest, type StoryNewsRequest } from './requests';
import type { StopLinks } from './stop-links';
import { subscriptionsRepository, type SubscriptionRow } from './subscriptions-repository';
import { windowsRepository } from './windows-repository';

const fanOutJob = 'notice.fan_out';
const deliverJob = 'notice.deliver';
const gatherJob = 'notice.gather_gifts';

/** How long gifts gather after one was told. */
export const gatherSeconds = 3600;

/** Tries of one delivery before it counts as failed (the job queue's own tries, with their growing waits). */
const maxAttempts = 5;

export class NoticesService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly channels: Record<NoticeChannel, Channel>,
    private readonly stops: StopLinks,
    private readonly reach: () => { sms: boolean },
    private readonly context: () => NoticeContext,
    private readonly log: FastifyBaseLogger,
  ) {
    jobs.register(fanOutJob, (payload) => this.fanOut((payload as { noticeId: string }).noticeId));
    jobs.register(deliverJob, (payload) => this.deliver((payload as { deliveryId: string }).deliveryId));
    jobs.register(gatherJob, (payload) => this.gather((payload as { userId: string }).userId));
  }

  /** Writes a notice (and the job that fans it out) in the caller's transaction; `nudge` after the commit. */
  async notify(tx: Queryable, request: NoticeRequest): Promise<void> {
    if (request.kind === 'gifts') return this.gift(tx, request.userId, request.key, request.facts);
    const id = await noticesRepository.insert(tx, { ...request, subscriptionId: null });
    if (id) await this.jobs.enqueue(tx, [fanOutJob], { noticeId: id });
  }

  /** A story's news, one notice per phone that follows the story. */
  async notifyFollowers(tx: Queryable, request: StoryNewsRequest): Promise<void> {
    for (const follower of await subscriptionsRepository.followers(tx, request.campaignId)) {
      const id = await noticesRepository.insert(tx, {
        key: `story_update:${request.updateId}:${follower.id}`,
        kind: 'story_update',
        userId: null,
        subscriptionId: follower.id,
        facts: { ...request.facts, updateId: request.updateId },
      });
      if (id) await this.jobs.enqueue(tx, [fanOutJob], { noticeId: id });
    }
  }

  /** Writes notices in a transaction of their own and wakes the job worker (for work already running in a job). */
  async notifyNow(requests: readonly NoticeRequest[]): Promise<void> {
    if (requests.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const request of requests) await this.notify(tx, request);
    });
    this.jobs.nudge();
  }

  nudge(): void {
    this.jobs.nudge();
  }

  /** A gift: told now after a quiet hour, else held for the hour's gathering (one gift is judged at a time per owner). */
  private async gift(tx: Queryable, userId: string, key: string, facts: GiftFacts): Promise<void> {
    const window = await windowsRepository.lock(tx, userId);
    const quiet = !window || Date.now() - window.last_notice_at.getTime() >= gatherSeconds * 1000;
    const id = await noticesRepository.insert(tx, { key, kind: 'gifts', userId, subscriptionId: null, facts, held: !quiet });
    if (!id) return;
    if (quiet) {
      await windowsRepository.told(tx, userId);
      await this.jobs.enqueue(tx, [fanOutJob], { noticeId: id });
      return;
    }
    if (window.gathering) return;
    await windowsRepository.startGathering(tx, userId);
    await this.jobs.enqueueAt(tx, gatherJob, { userId }, new Date(window.last_notice_at.getTime() + gatherSeconds * 1000));
  }

  /** The end of a busy hour: one notice for the gifts held since the owner was last told. */
  private async gather(userId: string): Promise<void> {
    const fanned = await this.db.transaction(async (tx) => {
      const window = await windowsRepository.lock(tx, userId);
      if (!window?.gathering) return false;
      const held = await windowsRepository.heldSince(tx, userId, window.told_until);
      await windowsRepository.told(tx, userId);
      if (held.length === 0) return false;
      const gifts = held.map((row) => row.facts as unknown as GiftFacts);
      const stories = [...new Map(gifts.map((gift) => [gift.slug, { title: gift.title, slug: gift.slug }])).values()];
      const facts: GiftNoticeFacts = {
        gathered: true,
        count: gifts.length,
        amount: gifts.reduce((sum, gift) => sum + (gift.hideAmount ? 0 : gift.amount), 0),
        stories,
      };
      const id = await noticesRepository.insert(tx, {
        key: `gifts:gathered:${held[0]!.id}`,
        kind: 'gifts',
        userId,
        subscriptionId: null,
        facts,
      });
      if (id) await this.jobs.enqueue(tx, [fanOutJob], { noticeId: id });
      return Boolean(id);
    });
    if (fanned) this.jobs.nudge();
  }

  /** Who the notice's reader is and which channels reach them for this kind. */
  private async audience(notice: NoticeRow): Promise<{ deliveries: Array<{ channel: NoticeChannel; subscriptionId: string | null }> }> {
    if (notice.subscription_id) return { deliveries: [{ channel: 'push', subscriptionId: notice.subscription_id }] };
    if (!notice.user_id) return { deliveries: [] };
    const contact = await usersPort.contact(this.db, notice.user_id);
    if (!contact) return { deliveries: [] };
    const [choices, subscriptions] = await Promise.all([
      preferencesRepository.of(this.db, notice.user_id),
      subscriptionsRepository.ofUser(this.db, notice.user_id),
    ]);
    const reach: Reach = { email: contact.email !== null, sms: contact.phone !== null && this.reach().sms, push: subscriptions.length };
    const on = chosen(choices);
    const wanted = (channel: NoticeChannel) =>
      notice.kind === 'test'
        ? on.some((choice) => choice.channel === channel && choice.enabled)
        : on.some((c) => c.kind === notice.kind && c.channel === channel && c.enabled);
    const deliveries: Array<{ channel: NoticeChannel; subscriptionId: string | null }> = [];
    if (reach.email && wanted('email')) deliveries.push({ channel: 'email', subscriptionId: null });
    if (reach.sms && wanted('sms')) deliveries.push({ channel: 'sms', subscriptionId: null });
    if (wanted('push')) for (const subscription of subscriptions) deliveries.push({ channel: 'push', subscriptionId: subscription.id });
    return { deliveries };
  }

  /** The fan-out's job: one delivery (and its job) per channel the reader chose, written once. */
  private async fanOut(noticeId: string): Promise<void> {
    const notice = await noticesRepository.find(this.db, noticeId);
    if (!notice) return;
    const { deliveries } = await this.audience(notice);
    const written = await this.db.transaction(async (tx) => {
      const ids = await noticesRepository.insertDeliveries(tx, noticeId, deliveries);
      await this.jobs.enqueueEach(
        tx,
        deliverJob,
        ids.map((deliveryId) => ({ deliveryId })),
      );
      return ids.length;
    });
    if (written) this.jobs.nudge();
  }

  /** A delivery's job: sends it once (see the module comment). */
  private async deliver(deliveryId: string): Promise<void> {
    const row = await noticesRepository.claim(this.db, deliveryId);
    if (!row) {
      const left = await noticesRepository.findDelivery(this.db, deliveryId);
      if (left?.status === 'sending') {
        await noticesRepository.end(this.db, deliveryId, 'unconfirmed', 'The server stopped while sending this notice');
        this.log.error(
          { deliveryId, channel: left.channel },
          'a notice may or may not have been sent (the server stopped mid-send); not sent again',
        );
      }
      return;
    }
    const delivery = await this.deliveryOf(row);
    const outcome: ChannelOutcome = delivery
      ? await this.channels[row.channel].send(delivery)
      : { status: 'failed', reason: 'its reader is gone' };
    await this.record(row, outcome);
  }

  private async record(row: DeliveryRow, outcome: ChannelOutcome): Promise<void> {
    if (outcome.status === 'sent') {
      await noticesRepository.end(this.db, row.id, 'sent', null);
      if (row.subscription_id) await subscriptionsRepository.sent(this.db, row.subscription_id);
      return;
    }
    if (outcome.status === 'gone' && row.subscription_id) {
      // The browser's subscription ended (410 Gone): forgotten, with its deliveries.
      await subscriptionsRepository.remove(this.db, row.subscription_id);
      this.log.info({ deliveryId: row.id, reason: outcome.reason }, 'push subscription gone; removed');
      return;
    }
    if (outcome.status === 'retry' && row.attempts < maxAttempts) {
      await noticesRepository.requeue(this.db, row.id, outcome.reason);
      // The job queue tries again later, after a longer wait each time.
      throw new Error(`The notice did not leave: ${outcome.reason}`);
    }
    const status = outcome.status === 'unconfirmed' ? 'unconfirmed' : 'failed';
    await noticesRepository.end(this.db, row.id, status, outcome.reason);
    this.log.warn({ deliveryId: row.id, channel: row.channel, status, reason: outcome.reason }, 'notice not sent');
  }

  /** Everything a channel needs to send one delivery, in its reader's language. */
  private async deliveryOf(row: DeliveryRow): Promise<Delivery | null> {
    const notice = await noticesRepository.find(this.db, row.notice_id);
    if (!notice) return null;
    const subscription: SubscriptionRow | null = row.subscription_id
      ? await subscriptionsRepository.find(this.db, row.subscription_id)
      : null;
    const contact = notice.user_id ? await usersPort.contact(this.db, notice.user_id) : null;
    if (notice.user_id && !contact) return null;
    const reader = {
      userId: notice.user_id,
      email: contact?.email ?? null,
      phone: contact?.phone ?? null,
      name: contact?.full_name ?? null,
      lang: contact?.lang ?? subscription?.lang ?? 'en',
    };
    const kind = notice.kind === 'test' ? null : notice.kind;
    return {
      id: row.id,
      kind,
      def: noticeKindDefs[notice.kind] as Delivery['def'],
      facts: notice.facts,
      reader,
      subscription,
      context: this.context(),
      stopLink: async (channel) => (kind && notice.user_id ? this.stops.linkFor(this.db, { userId: notice.user_id, kind, channel }) : null),
    };
  }

  /** "Send me a test notice": on every channel the person turned on; answers which. */
  async test(userId: string): Promise<NoticeChannel[]> {
    const key = `test:${userId}:${Date.now()}`;
    const id = await this.db.transaction(async (tx) => {
      const noticeId = await noticesRepository.insert(tx, { key, kind: 'test', userId, subscriptionId: null, facts: {} });
      if (noticeId) await this.jobs.enqueue(tx, [fanOutJob], { noticeId });
      return noticeId;
    });
    this.jobs.nudge();
    const notice = id ? await noticesRepository.find(this.db, id) : null;
    if (!notice) return [];
    const { deliveries } = await this.audience(notice);
    return noticeChannels.filter((channel) => deliveries.some((delivery) => delivery.channel === channel));
  }

  /** Waits until every queued notice has gone (tests, shutdown). */
  drain(): Promise<void> {
    return this.jobs.idle();
  }
}
