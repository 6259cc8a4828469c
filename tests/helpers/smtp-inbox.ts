/** A real SMTP server on loopback that keeps what it receives, for tests that read e-mails as they arrived. */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { eventually } from './wait';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpInbox {
  /** Everything received so far, in order; tests may empty it. */
  inbox: Received[];
  /** `smtp://…` for SMTP_URL. */
  url: string;
  /** Waits until at least `count` e-mails are in, then parses them all. */
  arrived(count: number): Promise<Array<{ to: string[]; mail: Awaited<ReturnType<typeof PostalMime.parse>> }>>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    inbox,
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    async arrived(count) {
      await eventually(`${count} e-mails (${inbox.length} so far)`, () => inbox.length >= count);
      return Promise.all(inbox.map(async (m) => ({ to: m.to, mail: await PostalMime.parse(m.raw) })));
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
