// Sign-in and sign-up e-mails delivered to a real SMTP server, read back as they arrived.
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('e-mail over SMTP', () => {
  let smtp: SmtpInbox;
  let server: TestServer;
  const publicUrl = 'https://nnoboa.example.org';

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startTestServer(await migratedPglite(), {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Nnoboa <hello@nnoboa.example.org>',
      PUBLIC_URL: publicUrl,
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  async function ask(email: string, action: 'login' | 'signup') {
    const before = smtp.inbox.length;
    const response = await fetch(`${server.url}/api/auth/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, action, ...(action === 'signup' ? { metadata: { full_name: 'Adjoa Sarpong' } } : {}) }),
    });
    expect(response.status).toBe(200);
    const arrived = smtp.inbox[before];
    if (!arrived) throw new Error('nothing arrived');
    return { envelope: arrived, mail: await PostalMime.parse(arrived.raw) };
  }

  it('sends a branded sign-up mail whose link leads to /auth/callback on the app origin', async () => {
    const { envelope, mail } = await ask('adjoa@example.com', 'signup');
    expect(envelope.to).toEqual(['adjoa@example.com']);
    expect(envelope.from).toBe('hello@nnoboa.example.org');
    expect(mail.subject).toBe('Confirm your Nnoboa account');
    expect(mail.from?.name).toBe('Nnoboa');
    const textLink = /https:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(textLink.startsWith(`${publicUrl}/auth/callback?token_hash=`)).toBe(true);
    expect(mail.html).toContain('Akwaaba, Adjoa Sarpong!');
    expect(mail.html).toContain(textLink.replace(/&/g, '&amp;'));
    expect(mail.text).toContain('expires in 1 hour');
  });

  it('sends a sign-in mail whose link leads to /auth/verify and signs in once', async () => {
    await server.app.db.query('delete from rate_limit_hits');
    const { mail } = await ask('adjoa@example.com', 'login');
    expect(mail.subject).toBe('Your Nnoboa sign-in link');
    const link = new URL(/https:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '');
    expect(link.origin).toBe(publicUrl);
    expect(link.pathname).toBe('/auth/verify');
    const verify = await fetch(`${server.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token_hash'), email: 'adjoa@example.com' }),
    });
    expect(verify.status).toBe(200);
  });

  it('has no dev mailbox when mail goes by SMTP', async () => {
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
  });
});
