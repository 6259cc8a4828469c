/**
 * E-mails owners about moderation decisions, in their language, after the
 * change was committed. A mail that cannot be sent is logged and never undoes
 * the decision: the owner also sees the state and the reason on their
 * dashboard.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import type { Mail, Mailer } from '../mail/mailer';
import type { StoryRef } from '../mail/moderation-mails';
import type { Recipient } from '../mail/templates';
import { usersPort } from '../users/port';
import { adminCampaignsRepository } from './campaigns-repository';

export class OwnerNotifier {
  constructor(
    private readonly db: Queryable,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get dashboardUrl(): string {
    return `${this.config.publicUrl}/dashboard`;
  }

  private async send(mail: Mail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.error({ err: error, subject: mail.subject }, 'moderation e-mail could not be sent');
    }
  }

  /** Mails the owner of a story, if it still has one. */
  async aboutStory(campaignId: string, build: (to: Recipient, story: StoryRef) => Mail): Promise<void> {
    const row = await adminCampaignsRepository.ownerContact(this.db, campaignId);
    if (!row) return;
    const story = { title: row.title, url: `${this.config.publicUrl}/campaigns/${row.slug}`, dashboardUrl: this.dashboardUrl };
    await this.send(build({ email: row.email, lang: row.lang }, story));
  }

  async aboutAccount(userId: string, build: (to: Recipient, dashboardUrl: string) => Mail): Promise<void> {
    const recipient = await usersPort.recipient(this.db, userId);
    if (recipient) await this.send(build(recipient, this.dashboardUrl));
  }
}
