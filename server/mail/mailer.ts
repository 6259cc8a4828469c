/**
 * Sends e-mail: by SMTP when SMTP_URL is set, otherwise into the development
 * mailbox (a table the /dev/mailbox page reads), with its links printed to the
 * log so a developer can click them from the console.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { devMailboxRepository, type StoredMail } from './dev-mailbox-repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** The development mailbox: sends into a table, and reads it back for /dev/mailbox. */
export interface DevMailbox extends Mailer {
  readonly kind: 'dev-mailbox';
  recent(): Promise<StoredMail[]>;
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('The e-mail could not be sent.', { cause });
    this.name = 'MailDeliveryError';
  }
}

export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s<>"']+/g) ?? [];

export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { readonly kind: 'smtp' } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

export function createDevMailbox(db: Database, log: FastifyBaseLogger): DevMailbox {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await devMailboxRepository.insert(db, mail);
      log.info({ to: mail.to, subject: mail.subject, links: linksIn(mail.text) }, 'e-mail kept in the dev mailbox (/dev/mailbox)');
    },
    async close() {},
    recent: () => devMailboxRepository.recent(db),
  };
}
