/**
 * Browsers that turned notices on, and what a person chose: a subscription is
 * a signed-in person's (all their notices on that phone) or, from the
 * thank-you page, a story's news for whoever holds the phone. Choices are per
 * kind and channel; the Notices section reads them with where notices can
 * reach the person.
 */
import type { NoticePreferences, PushSubscriptionBody } from '../../contract/api/notices';
import { PgError, pgErrorCode, type Database } from '../db/database';
import { notFound } from '../domain/errors';
import { usersPort } from '../users/port';
import { chosen } from './preferences';
import { preferencesRepository, type Choice } from './preferences-repository';
import { subscriptionsRepository } from './subscriptions-repository';

/** base64url without padding, as the database keeps keys. */
const unpadded = (key: string) => key.replace(/=+$/, '');

export class Subscriptions {
  constructor(
    private readonly db: Database,
    /** Whether texts can be sent at all. */
    private readonly textsReach: () => boolean,
  ) {}

  async save(userId: string | null, body: PushSubscriptionBody, lang: string): Promise<string> {
    const row = await subscriptionsRepository.save(this.db, {
      endpoint: body.endpoint,
      p256dh: unpadded(body.keys.p256dh),
      auth: unpadded(body.keys.auth),
      userId,
      lang,
    });
    return row.id;
  }

  /** This browser turns notices off: the endpoint proves it (only the browser knows it). */
  remove(endpoint: string): Promise<boolean> {
    return subscriptionsRepository.removeByEndpoint(this.db, endpoint);
  }

  /** Whether this browser (its endpoint: only it knows it) brings this person's notices, not only a story's news or another person's. */
  mine(userId: string, endpoint: string): Promise<boolean> {
    return subscriptionsRepository.isOfUser(this.db, endpoint, userId);
  }

  /** A story's news on this phone. */
  async follow(userId: string | null, campaignId: string, body: PushSubscriptionBody, lang: string): Promise<void> {
    const id = await this.save(userId, body, lang);
    try {
      await subscriptionsRepository.follow(this.db, id, campaignId);
    } catch (error) {
      if (pgErrorCode(error) === PgError.foreignKeyViolation) throw notFound('There is no such story.');
      throw error;
    }
  }

  async preferences(userId: string): Promise<NoticePreferences> {
    const [saved, contact, browsers] = await Promise.all([
      preferencesRepository.of(this.db, userId),
      usersPort.contact(this.db, userId),
      subscriptionsRepository.countOfUser(this.db, userId),
    ]);
    return {
      choices: chosen(saved),
      reach: { email: Boolean(contact?.email), sms: Boolean(contact?.phone) && this.textsReach(), push: browsers },
    };
  }

  async choose(userId: string, choices: readonly Choice[]): Promise<NoticePreferences> {
    await preferencesRepository.set(this.db, userId, choices);
    return this.preferences(userId);
  }
}
