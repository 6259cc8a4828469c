// The donor's receipt and the owner's notice, delivered to a real SMTP server and read back as they arrived.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { daysFromNow, storyFields } from '../helpers/fixtures';
import { chooseOnDemo, startDonation } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('donation e-mails over SMTP', () => {
  const inbox: Array<{ to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let server: TestServer;
  const publicUrl = 'https://nnoboa.example.org';
  const storyId = randomUUID();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    server = await startTestServer(await openPglite(null), {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: 'Nnoboa <hello@nnoboa.example.org>',
      PUBLIC_URL: publicUrl,
    });
    // With SMTP there is no dev mailbox to sign in by, so the owner and the story are made directly.
    const ownerId = randomUUID();
    await server.app.db.query(
      "insert into auth_users (id, email, email_confirmed_at, user_metadata) values ($1, 'akosua.owner@example.com', now(), '{}')",
      [ownerId],
    );
    await server.app.db.query("insert into users (id, email, full_name) values ($1, 'akosua.owner@example.com', 'Akosua Boateng')", [
      ownerId,
    ]);
    const fields = storyFields({ title: 'Roof & desks for <Nkwanta> school', deadline: daysFromNow(30) });
    await server.app.db.query(
      `insert into campaigns (id, owner_id, slug, title, summary, story, category, region, beneficiary, goal, deadline, status)
       values ($1, $2, 'roof-and-desks', $3, $4, $5, $6, $7, $8, $9, $10, 'active')`,
      [
        storyId,
        ownerId,
        fields.title,
        fields.summary,
        fields.story,
        fields.category,
        fields.region,
        fields.beneficiary,
        fields.goal,
        fields.deadline,
      ],
    );
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function arrived(count: number) {
    for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return Promise.all(inbox.map(async (m) => ({ to: m.to, mail: await PostalMime.parse(m.raw) })));
  }

  it('sends the donor a receipt and the owner a notice once the payment is confirmed', async () => {
    const started = await startDonation(server, {
      campaign: storyId,
      amount: 123_450,
      method: 'card',
      donor_name: 'Yaw Asante',
      email: 'Yaw.Asante@Example.com',
      message: 'Sua na wo ahu',
    });
    expect(inbox).toEqual([]);
    await chooseOnDemo(server, started.reference, 'approve');
    await server.app.demoPayments?.settled();
    const mails = await arrived(2);
    expect(mails).toHaveLength(2);

    const receipt = mails.find((m) => m.to[0] === 'yaw.asante@example.com')?.mail;
    expect(receipt?.subject).toBe('Your receipt: ₵1,234.50 to “Roof & desks for <Nkwanta> school”');
    expect(receipt?.from?.address).toBe('hello@nnoboa.example.org');
    expect(receipt?.text).toContain(`Reference: ${started.reference}`);
    expect(receipt?.text).toContain('paid with card');
    expect(receipt?.text).toContain(`${publicUrl}/campaigns/roof-and-desks`);
    expect(receipt?.html).toContain('Roof &amp; desks for &lt;Nkwanta&gt; school');
    expect(receipt?.html).not.toContain('<Nkwanta>');

    const notice = mails.find((m) => m.to[0] === 'akosua.owner@example.com')?.mail;
    expect(notice?.subject).toBe('New donation to “Roof & desks for <Nkwanta> school”');
    expect(notice?.text).toContain('Good news, Akosua Boateng');
    expect(notice?.text).toContain('Yaw Asante gave ₵1,234.50 to your story');
    expect(notice?.text).toContain('Sua na wo ahu');
    expect(notice?.text).not.toContain('yaw.asante@example.com');
  });

  it('sends nothing for a payment that did not go through, and no receipt without an address', async () => {
    inbox.length = 0;
    const declined = await startDonation(server, {
      campaign: storyId,
      amount: 5_000,
      method: 'mtn_momo',
      phone: '0541234567',
      donor_name: 'Esi',
      email: 'esi@example.com',
    });
    await chooseOnDemo(server, declined.reference, 'decline');
    const quiet = await startDonation(server, {
      campaign: storyId,
      amount: 5_000,
      method: 'mtn_momo',
      phone: '0541234567',
      anonymous: true,
    });
    await chooseOnDemo(server, quiet.reference, 'approve');
    await server.app.demoPayments?.settled();
    const mails = await arrived(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.map((m) => m.to[0])).toEqual(['akosua.owner@example.com']);
    expect(mails[0]?.mail.text).toContain('Someone who chose to stay anonymous gave ₵50');
  });
});
