// The donor's receipt and the owner's notice, delivered to a real SMTP server and read back as they arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { liveStoryWithoutSignIn } from '../helpers/fixtures';
import { chooseOnDemo, startDonation } from '../helpers/payments';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('donation e-mails over SMTP', () => {
  let smtp: SmtpInbox;
  let server: TestServer;
  const publicUrl = 'https://nnoboa.example.org';
  let storyId: string;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startTestServer(await migratedPglite(), {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Nnoboa <hello@nnoboa.example.org>',
      PUBLIC_URL: publicUrl,
    });
    // With SMTP there is no dev mailbox to sign in by, so the owner and the story are made directly.
    ({ storyId } = await liveStoryWithoutSignIn(
      server,
      { email: 'akosua.owner@example.com', name: 'Akosua Boateng' },
      { slug: 'roof-and-desks', title: 'Roof & desks for <Nkwanta> school' },
    ));
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const arrived = (count: number) => smtp.arrived(count);

  it('sends the donor a receipt and the owner a notice once the payment is confirmed', async () => {
    const started = await startDonation(server, {
      campaign: storyId,
      amount: 123_450,
      method: 'card',
      donor_name: 'Yaw Asante',
      email: 'Yaw.Asante@Example.com',
      message: 'Sua na wo ahu',
    });
    expect(smtp.inbox).toEqual([]);
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
    smtp.inbox.length = 0;
    // An hour after the last gift's notice, so this one is told at once rather than gathered with the next.
    await server.app.db.query("update gift_notice_windows set last_notice_at = last_notice_at - interval '1 hour'");
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
    await server.app.jobs.idle();
    expect(smtp.inbox.map((m) => m.to[0])).toEqual(['akosua.owner@example.com']);
    expect(mails[0]?.mail.text).toContain('Someone who chose to stay anonymous gave ₵50');
  });
});
