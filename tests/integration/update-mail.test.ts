// An owner's update e-mailed to supporters through a real SMTP server and read back as it arrived: its photos,
// its links, and the one-click way out that mail apps offer (List-Unsubscribe, RFC 8058).
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { jpegWithGps, liveStoryWithoutSignIn } from '../helpers/fixtures';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('update e-mails over SMTP', () => {
  let smtp: SmtpInbox;
  let server: TestServer;
  const publicUrl = 'https://nnoboa.example.org';
  let storyId: string;
  let ownerId: string;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startTestServer(await migratedPglite(), { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl });
    // With SMTP there is no dev mailbox to sign in by, so the owner, the story and its gifts are made directly.
    ({ storyId, ownerId } = await liveStoryWithoutSignIn(
      server,
      { email: 'abena.owner@example.com', name: 'Abena Owusu' },
      { slug: 'desks-kasoa', title: 'Desks & chairs for <Kasoa> school' },
    ));
    for (const email of ['yaw@example.com', 'adjoa@example.com']) {
      await server.app.db.query(
        `insert into donations (campaign_id, amount, donor_email, method, provider, reference, status, paid_at)
         values ($1, 2000, $2, 'card', 'seed', $3, 'succeeded', now())`,
        [storyId, email, `smtp_${randomUUID()}`],
      );
    }
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const owner = () => ({ userId: ownerId, isAdmin: false });

  it('delivers the update with its photos, and a mail app’s one-click request stops them for that address only', async () => {
    const photo = await server.app.uploads.store(ownerId, 'image', await jpegWithGps(1200, 900));
    await server.app.campaigns.postUpdate(storyId, owner(), {
      title: 'Desks delivered',
      body: 'Thirty desks and sixty chairs reached the school today.',
      photo_upload_ids: [photo.id],
    });
    const mails = await smtp.arrived(2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['adjoa@example.com', 'yaw@example.com']);
    const mail = mails.find((m) => m.to[0] === 'yaw@example.com')!.mail;
    expect(mail.subject).toBe('News: “Desks & chairs for <Kasoa> school”');
    expect(mail.html).toContain('Desks &amp; chairs for &lt;Kasoa&gt; school');
    expect(mail.html).toContain(`<img src="${publicUrl}/uploads/${photo.id}/640.webp" alt="Photo 1 of the update “Desks delivered”"`);
    expect(mail.text).toContain(`See the story: ${publicUrl}/campaigns/desks-kasoa`);

    const header = (name: string) => mail.headers.find((h) => h.key === name.toLowerCase())?.value;
    const oneClick = /^<(.+)>$/.exec(header('List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(new RegExp(`^${publicUrl}/mail/stop-updates/${storyId}\\?h=[0-9a-f]{64}&t=`));
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Stop e-mails about this story: ${oneClick}`);

    // What a mail app sends (RFC 8058), to where this server really listens.
    const target = new URL(oneClick);
    const answer = await fetch(`${server.url}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const kept = await server.app.db.query<{ email_hash: string }>('select email_hash from update_mail_optouts where campaign_id = $1', [
      storyId,
    ]);
    // The address is not kept, only its hash.
    expect(kept).toEqual([{ email_hash: createHash('sha256').update('yaw@example.com').digest('hex') }]);

    smtp.inbox.length = 0;
    await server.app.campaigns.postUpdate(storyId, owner(), { title: 'Painted', body: 'The classroom is painted too.' });
    await smtp.arrived(1);
    await server.app.jobs.idle();
    expect(smtp.inbox.map((m) => m.to[0])).toEqual(['adjoa@example.com']);
  });
});
