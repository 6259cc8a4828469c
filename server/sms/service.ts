/**
 * Texts, sent once. A text is written as a row (./repository.ts) in the
 * transaction of what caused it, with a job that sends it; the row's key (the
 * receipt of donation X, the summary of owner Y's day) makes a second write
 * of the same text a no-op. The job takes the row for sending (committed
 * before the gateway is called), then records what the gateway said:
 * - taken: sent, the number forgotten;
 * - refused for good: failed, the number forgotten;
 * - not this time: queued again, and the job tries later;
 * - no answer, or the server died while the gateway had it: `unconfirmed`,
 *   never sent again, logged for a person to look at. A text may be lost
 *   only in that moment; it is never sent twice.
 * News, summaries and notices are not sent to a number that said STOP, and a story's
 * news written at night waits for the morning.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { SmsUncertainError, type SmsGateway } from './gateway';
import { partsOf, toGsm7 } from './gsm7';
import { smsRepository, type SmsKind, type Subscriber } from './repository';
import { smsWords } from './words';

export const sendJob = 'sms.send';

/** The one word that stops news and summaries, however it is typed. */
export const isStop = (text: string): boolean => /^\s*stop\W*$/i.test(text);

/** Tries of one text before it counts as failed (the job queue's own tries, with their growing waits). */
const maxAttempts = 5;

/** Kinds a STOP ends; receipts (and sign-in codes, which never pass here) still go. */
const stoppable: readonly SmsKind[] = ['update', 'summary', 'notice'];

/** Hours of the day (Ghana keeps GMT all year) when news may arrive; one written later waits for the morning. */
const waking = { from: 8, to: 19 };

/** When a text of `kind` written at `now` may go: a story's news in waking hours, everything else (a receipt, an owner's summary) at once. */
export function sendableFrom(kind: SmsKind, now = new Date()): Date {
  if (kind !== 'update') return now;
  const hour = now.getUTCHours();
  if (hour >= waking.from && hour < waking.to) return now;
  const morning = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), waking.from));
  if (hour >= waking.to) morning.setUTCDate(morning.getUTCDate() + 1);
  return morning;
}

export interface Text {
  /** What the text is about, so it is written once (e.g. `receipt:<donation id>`). */
  key: string;
  kind: SmsKind;
  /** E.164. */
  to: string;
  body: string;
  lang: string;
}

export class SmsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    readonly gateway: SmsGateway,
    /** The keyed hash a number is known by once its text has left (the payer key's). */
    readonly hashPhone: (phone: string) => string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers the job that sends each text (once per server, before its worker starts). */
  listen(): void {
    this.jobs.register(sendJob, (payload) => this.send((payload as { id: string }).id));
  }

  /** Writes a text and its job in the caller's transaction (`nudge` the queue after the commit); false when its key was written before. */
  async queue(tx: Queryable, text: Text): Promise<boolean> {
    const body = toGsm7(text.body);
    const phoneHash = this.hashPhone(text.to);
    if (stoppable.includes(text.kind) && (await smsRepository.stopped(tx, phoneHash))) return false;
    const id = await smsRepository.insert(tx, { ...text, body, phoneHash, parts: Math.min(partsOf(body), 6) });
    if (!id) return false;
    await this.jobs.enqueueAt(tx, sendJob, { id }, sendableFrom(text.kind));
    return true;
  }

  /** Queues texts in a transaction of their own and wakes the job worker. */
  async queueNow(texts: readonly Text[]): Promise<void> {
    if (texts.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const text of texts) await this.queue(tx, text);
    });
    this.jobs.nudge();
  }

  nudge(): void {
    this.jobs.nudge();
  }

  /** The job: sends one text once (see the module comment). */
  async send(id: string): Promise<void> {
    const row = await smsRepository.claim(this.db, id);
    if (!row) {
      const left = await smsRepository.find(this.db, id);
      if (left?.status === 'sending') {
        await smsRepository.end(this.db, id, 'unconfirmed', 'The server stopped while the gateway had this text');
        this.log.error(
          { smsId: id, kind: left.kind },
          'a text may or may not have been sent (the server stopped mid-send); not sent again',
        );
      }
      return;
    }
    if (!row.to_phone) return;
    if (stoppable.includes(row.kind) && (await smsRepository.stopped(this.db, row.phone_hash))) {
      await smsRepository.end(this.db, id, 'failed', 'The number answered STOP');
      return;
    }
    let result;
    try {
      result = await this.gateway.send({ to: row.to_phone, text: row.body });
    } catch (error) {
      if (!(error instanceof SmsUncertainError)) throw error;
      await smsRepository.end(this.db, id, 'unconfirmed', error.message);
      this.log.error(
        { err: error, smsId: id, kind: row.kind },
        'no answer from the SMS gateway: the text may have been sent; not sent again',
      );
      return;
    }
    if (result.outcome === 'accepted') {
      await smsRepository.sent(this.db, id, this.gateway.kind, result.messageId, result.cost);
      this.log.info({ smsId: id, kind: row.kind, parts: row.parts }, 'text sent');
    } else if (result.outcome === 'refused' || row.attempts >= maxAttempts) {
      await smsRepository.end(this.db, id, 'failed', result.reason);
      this.log.warn({ smsId: id, kind: row.kind, reason: result.reason }, 'text not sent');
    } else {
      await smsRepository.requeue(this.db, id, result.reason);
      // The job queue tries again later, after a longer wait each time.
      throw new Error(`The SMS gateway did not take the text: ${result.reason}`);
    }
  }

  /** A delivery report from the gateway; false when it names no text of ours. */
  deliveryReport(report: { id: string; status: string; failureReason?: string | null }): Promise<boolean> {
    return smsRepository.delivery(this.db, report.id, report.status, report.failureReason ?? null);
  }

  /** A text from a phone: STOP ends that number's news and summaries, answered by text once a day at most. */
  async received(from: string, text: string): Promise<'stopped' | 'ignored'> {
    if (!isStop(text)) return 'ignored';
    await this.stop(from, true);
    return 'stopped';
  }

  /** Ends a number's news and summaries (STOP by text, or typed in the USSD menu, which answers on screen). */
  async stop(phone: string, answerByText: boolean): Promise<void> {
    const phoneHash = this.hashPhone(phone);
    await this.db.transaction(async (tx) => {
      const lang = (await smsRepository.stop(tx, phoneHash)) ?? 'en';
      if (!answerByText) return;
      await this.queue(tx, {
        key: `stopped:${phoneHash}:${new Date().toISOString().slice(0, 10)}`,
        kind: 'stopped',
        to: phone,
        body: smsWords(lang).t('stopped'),
        lang,
      });
    });
    this.jobs.nudge();
  }

  /** A donor asked for a story's news by text (again is fine). */
  subscribe(tx: Queryable, campaignId: string, phone: string, lang: string): Promise<void> {
    return smsRepository.subscribe(tx, campaignId, { phone, phone_hash: this.hashPhone(phone), lang });
  }

  subscribers(campaignId: string): Promise<Subscriber[]> {
    return smsRepository.subscribers(this.db, campaignId);
  }
}
