// E-mails in their reader's language, delivered to a real SMTP server and read back as they arrived, on both
// databases: a link in the language of the request that asked for it, a receipt in the language the donor gave
// in, notices in the owner's stored language (kept at sign-in, changed by choosing another language while signed
// in), update e-mails in the language of each supporter's latest gift; money, dates and plurals the language's way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { call, liveStoryWithoutSignIn, type Person } from '../helpers/fixtures';
import { chooseOnDemo } from '../helpers/payments';
import { payoutAccount } from '../helpers/payouts';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { eventually } from '../helpers/wait';

const inFrench = { cookie: 'nnoboa_lang=fr' };
const inEnglish = { cookie: 'nnoboa_lang=en' };

/** French puts (narrow) no-break spaces in figures and before punctuation; tests read them as plain spaces. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const frenchMonths = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const englishMonths = 'January|February|March|April|May|June|July|August|September|October|November|December';

let counter = 0;
const address = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

describe.each(testDatabases())('e-mails in their reader’s language on $kind', ({ create }) => {
  let smtp: SmtpInbox;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startTestServer(await create(), { SMTP_URL: smtp.url, PUBLIC_URL: 'https://nnoboa.example.org' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** The e-mails to an address, oldest first, once `count` of them have arrived. */
  async function mailsTo(to: string, count = 1) {
    await eventually(`${count} e-mails to ${to}`, () => smtp.inbox.filter((m) => m.to.includes(to)).length >= count);
    const mails = (await smtp.arrived(0)).filter((m) => m.to.includes(to)).map((m) => m.mail);
    if (mails.length < count) throw new Error(`${mails.length} of ${count} e-mails arrived for ${to}`);
    return mails;
  }
  const lastMailTo = async (to: string, count = 1) => (await mailsTo(to, count)).at(-1)!;

  /** The hour of gathered gifts ends now, once a gift was held for it: its notice is sent. */
  async function endTheHour() {
    await eventually('a gift held for the end of the hour', async () => {
      const due = await server.app.db.query(
        `update jobs set run_at = now() where kind = 'notice.gather_gifts' and dead_at is null and run_at > now() returning id`,
      );
      return due.length > 0;
    });
    server.app.notices.service.nudge();
    await server.app.notices.service.drain();
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call(server, 'POST', path, body, null, headers);
  const storedLanguage = async (userId: string) =>
    (await server.app.db.query<{ lang: string }>('select lang from users where id = $1', [userId]))[0]?.lang;

  /** Asks for a link as the app does, and opens it from the e-mail; the same headers go with both requests. */
  async function signInByMail(email: string, headers: Record<string, string>, signUp?: string): Promise<Person> {
    await server.app.db.query('delete from rate_limit_hits');
    const before = (await smtp.arrived(0)).filter((m) => m.to.includes(email)).length;
    const body = signUp ? { email, action: 'signup', metadata: { full_name: signUp } } : { email, action: 'login' };
    expect((await post('/api/auth/magic-link', body, headers)).status).toBe(200);
    const mail = await lastMailTo(email, before + 1);
    const token = new URL(/https:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '').searchParams.get('token_hash');
    const verified = await post('/api/auth/verify', { token, email }, headers);
    expect(verified.status).toBe(200);
    const session = (await verified.json()) as { session: { access_token: string }; user: { id: string } };
    return { email, userId: session.user.id, accessToken: session.session.access_token };
  }

  /** A gift through the demo checkout, started from a browser that sends `headers`. */
  async function give(storyId: string, amount: number, email: string | null, headers: Record<string, string> = {}) {
    const body = { campaign: storyId, amount, method: 'card', donor_name: 'Efua Owusu', ...(email ? { email } : {}) };
    const started = await post('/api/donations', body, headers);
    expect(started.status).toBe(201);
    const { reference } = (await started.json()) as { reference: string };
    await chooseOnDemo(server, reference, 'approve');
    await server.app.demoPayments?.settled();
  }

  it('writes a link in the language of the request that asked for it: the app’s choice, else the browser’s, else English', async () => {
    const email = address('afua');
    const afua = await signInByMail(email, inFrench, 'Afua Mensah');
    const welcome = await lastMailTo(email);
    expect(welcome.subject).toBe('Confirmez votre compte Nnoboa');
    expect(welcome.html).toContain('<html lang="fr">');
    expect(plain(welcome.text)).toContain('Akwaaba, Afua Mensah !');
    expect(plain(welcome.text)).toContain('Le lien ne fonctionne qu’une fois et expire dans 1 heure.');
    expect(plain(welcome.html)).toContain('Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :');
    expect(welcome.text).toContain('Nnoboa — porter les rêves du Ghana');
    // Signing in keeps the language chosen in the app for the account's later e-mails.
    expect(await storedLanguage(afua.userId)).toBe('fr');

    await signInByMail(email, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    const link = await lastMailTo(email, 2);
    expect(link.subject).toBe('Votre lien de connexion Nnoboa');
    expect(plain(link.text)).toContain('Connectez-vous à Nnoboa');

    await signInByMail(email, { 'accept-language': 'de-DE, tw;q=0.9, en;q=0.5, fr;q=0.1' });
    const english = await lastMailTo(email, 3);
    expect(english.subject).toBe('Your Nnoboa sign-in link');
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain('The link works once and expires in 1 hour.');
    // A browser's guess never overrides a language chosen in the app.
    expect(await storedLanguage(afua.userId)).toBe('fr');

    // A language e-mails are not written in counts for nothing: the browser's settings decide.
    await signInByMail(email, { cookie: 'nnoboa_lang=tw', 'accept-language': 'fr' });
    expect((await lastMailTo(email, 4)).subject).toBe('Votre lien de connexion Nnoboa');
  });

  it('writes each receipt in the language its donor gave in, with money, dates and plurals the language’s way', async () => {
    const owner = { email: address('kwame'), name: 'Kwame Boateng' };
    const { storyId } = await liveStoryWithoutSignIn(server, owner, { slug: `salt-${randomUUID()}`, title: 'Salt pans for Ada women' });
    const [efua, yaw] = [address('efua'), address('yaw')];

    await give(storyId, 106_450, efua, inFrench);
    await mailsTo(owner.email, 1);
    const receipt = await lastMailTo(efua);
    expect(plain(receipt.subject)).toBe('Votre reçu : 1 064,50 ₵ pour « Salt pans for Ada women »');
    expect(receipt.html).toContain('<html lang="fr">');
    expect(plain(receipt.text)).toMatch(
      new RegExp(`reçu le \\d{1,2} (${frenchMonths}) \\d{4} à \\d{2}:\\d{2} \\(heure d’Accra\\), payé par carte bancaire\\.`),
    );
    expect(plain(receipt.text)).toContain('Medaase, Efua Owusu !');
    expect(plain(receipt.text)).toContain('Les 1 064,50 ₵ vont en totalité à l’histoire');

    await give(storyId, 106_450, yaw, { 'accept-language': 'en-GB,en;q=0.9' });
    const english = await lastMailTo(yaw);
    expect(english.subject).toBe('Your receipt: ₵1,064.50 to “Salt pans for Ada women”');
    expect(english.text).toMatch(
      new RegExp(`received on \\d{1,2} (${englishMonths}) \\d{4} at \\d{2}:\\d{2} \\(Accra time\\), paid with card\\.`),
    );
    expect(english.text).toContain('Medaase, Efua Owusu!');

    // The owner's notices go in the owner's language (English), whatever the donor's: the first gift at once,
    // the rest of the hour gathered into one notice at its end.
    await endTheHour();
    const [first, gathered] = await mailsTo(owner.email, 2);
    if (!first || !gathered) throw new Error('two notices expected');
    expect(first.text).toContain('Efua Owusu gave ₵1,064.50 to your story “Salt pans for Ada women”.');
    expect(first.text).toContain('Your story now has 1 donor.');
    expect(gathered.subject).toBe('1 more gift to your stories');
    expect(gathered.text).toContain('In the last hour your stories received 1 more gift, ₵1,064.50 in all: “Salt pans for Ada women”.');
  });

  it('writes an owner’s notices in the language they keep, and follows a change of language made while signed in', async () => {
    const owner = { email: address('abena'), name: 'Abena Owusu' };
    const { storyId } = await liveStoryWithoutSignIn(server, owner, { slug: `desks-${randomUUID()}`, title: 'Desks for Kasoa school' });
    const abena = await signInByMail(owner.email, inFrench);
    expect(await storedLanguage(abena.userId)).toBe('fr');

    await give(storyId, 5_000, null);
    const first = await lastMailTo(owner.email, 2);
    await give(storyId, 106_400, null);
    await endTheHour();
    const second = await lastMailTo(owner.email, 3);
    expect(plain(first.subject)).toBe('Nouveau don pour « Desks for Kasoa school »');
    expect(first.html).toContain('<html lang="fr">');
    expect(plain(first.text)).toContain('Bonne nouvelle, Abena Owusu');
    expect(plain(first.text)).toContain('Efua Owusu a donné 50 ₵ pour votre histoire « Desks for Kasoa school ».');
    expect(plain(first.text)).toContain('Votre histoire compte maintenant 1 donateur.');
    expect(plain(second.subject)).toBe('1 don de plus pour vos histoires');
    expect(plain(second.text)).toContain('vos histoires ont reçu 1 don de plus, 1 064 ₵ au total : « Desks for Kasoa school ».');

    await payoutAccount(server, abena);
    const account = await lastMailTo(owner.email, 4);
    expect(account.subject).toBe('Votre compte de versement est enregistré');
    expect(plain(account.text)).toContain('est désormais versé sur le portefeuille MTN MoMo');

    const boss = await signInByMail(address('boss'), {}, 'Team Nnoboa');
    await server.app.db.query("update users set role = 'admin' where id = $1", [boss.userId]);
    const moderate = (action: string) =>
      call(
        server,
        'POST',
        `/api/admin/campaigns/${storyId}/moderate`,
        { action, reason: 'We are checking the school’s letter.' },
        boss.accessToken,
      );
    expect((await moderate('pause')).status).toBe(200);
    const paused = await lastMailTo(owner.email, 5);
    expect(plain(paused.subject)).toBe('Votre histoire est suspendue : Desks for Kasoa school');
    expect(paused.text).toContain('We are checking the school’s letter.');

    // Choosing English in the app while signed in: the next request says so, and the next notice is in English.
    expect((await call(server, 'GET', '/api/auth/me', undefined, abena.accessToken, inEnglish)).status).toBe(200);
    expect(await storedLanguage(abena.userId)).toBe('en');
    expect((await moderate('resume')).status).toBe(200);
    expect((await lastMailTo(owner.email, 6)).subject).toBe('Your story is live again: Desks for Kasoa school');

    expect((await call(server, 'GET', '/api/auth/me', undefined, abena.accessToken, inFrench)).status).toBe(200);
    expect(await storedLanguage(abena.userId)).toBe('fr');
  });

  it('writes an update to each supporter in the language of their latest gift', async () => {
    const owner = { email: address('esi'), name: 'Esi Arthur' };
    const { storyId, ownerId } = await liveStoryWithoutSignIn(server, owner, { slug: `well-${randomUUID()}`, title: 'A well for Tamale' });
    const [kofi, ama, yaa] = [address('kofi'), address('ama'), address('yaa')];
    await give(storyId, 2_000, kofi, inFrench);
    await give(storyId, 2_000, ama);
    await give(storyId, 2_000, yaa);
    await give(storyId, 2_000, yaa, inFrench);
    await mailsTo(yaa, 2);

    await server.app.campaigns.postUpdate(
      storyId,
      { userId: ownerId, isAdmin: false },
      { title: 'The pump works', body: 'Water came up this morning.' },
    );
    const [french, english, latest] = [await lastMailTo(kofi, 2), await lastMailTo(ama, 2), await lastMailTo(yaa, 3)];
    expect(plain(french.subject)).toBe('Des nouvelles : « A well for Tamale »');
    expect(french.html).toContain('<html lang="fr">');
    expect(plain(french.text)).toContain(
      'Esi Arthur a publié des nouvelles de « A well for Tamale », une histoire que vous avez soutenue :',
    );
    expect(plain(french.text)).toContain('Ne plus recevoir d’e-mails sur cette histoire : https://nnoboa.example.org/mail/stop-updates/');
    expect(english.subject).toBe('News: “A well for Tamale”');
    expect(english.text).toContain('Stop e-mails about this story: https://nnoboa.example.org/mail/stop-updates/');
    expect(plain(latest.subject)).toBe('Des nouvelles : « A well for Tamale »');
  });
});
