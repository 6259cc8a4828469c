// The payment form without JavaScript, over real HTTP on both databases: the
// server renders it with a one-time token, answers a mistake with every
// message beside its field and every value kept, starts one donation per
// form however often it is sent, and shows the outcome only to the browser
// that started it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { person } from '../helpers/fixtures';
import { activeStory, chooseOnDemo, totals, verifyDonation } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

const tokenOf = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe.each(testDatabases())('the payment form without JavaScript on $kind', ({ create }) => {
  let server: TestServer;
  let story: { id: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer(await create(), { STATIC_DIR: 'dist' });
    story = await activeStory(server, await person(server, 'owner'));
  });
  afterAll(() => server.close());

  const formPage = async () => {
    const response = await fetch(`${server.url}/payment?campaign=${story.slug}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/payment?campaign=${story.slug}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const donationsOfStory = async () =>
    (await server.app.db.query<{ n: number }>('select count(*)::int as n from donations where campaign_id = $1', [story.id]))[0]?.n ?? 0;
  const gift = (token: string) => ({
    form_token: token,
    preset: '5000',
    method: 'mtn_momo',
    phone: '024 123 4567',
    donor_name: 'Ama Owusu',
    message: 'Get well soon',
  });

  it('renders the form with a fresh one-time token, posting to the server', async () => {
    const [first, second] = [await formPage(), await formPage()];
    expect(first).toContain(`action="/payment?campaign=${story.slug}" method="post"`);
    expect(tokenOf(first)).toMatch(/\./);
    expect(tokenOf(first)).not.toBe(tokenOf(second));
  });

  it('answers a mistake with a summary at the top linking to each field, each message beside it, and every value kept', async () => {
    await server.app.db.query('delete from rate_limit_hits');
    const before = await donationsOfStory();
    const response = await post({ ...gift(tokenOf(await formPage())), preset: '', phone: '12345', message: 'Hello <b>friend</b>' });
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const summary = html.indexOf('class="error-summary"');
    expect(summary).toBeGreaterThan(-1);
    // Above the fields.
    expect(summary).toBeLessThan(html.indexOf('<fieldset'));
    expect(html).toContain('<a href="#amount">Choose an amount or type one.</a>');
    expect(html).toContain('<a href="#phone">Enter a Ghana mobile number');
    expect(html).toContain('<p id="phone-error" class="error-text">Enter a Ghana mobile number');
    expect(html).toContain('<p id="amount-error" class="error-text">Choose an amount or type one.</p>');
    expect(html).toMatch(/id="phone"[^>]*aria-invalid="true"[^>]*value="12345"/);
    expect(html).toContain('value="Ama Owusu"');
    expect(html).toContain('Hello &lt;b&gt;friend&lt;/b&gt;</textarea>');
    expect(html).toMatch(/id="method" type="radio" name="method" checked=""/);
    expect(await donationsOfStory()).toBe(before);
  });

  it('starts one donation for a form sent twice at once, and again later: each send goes on to the same checkout', async () => {
    await server.app.db.query('delete from rate_limit_hits');
    const before = await donationsOfStory();
    const token = tokenOf(await formPage());
    const [first, second] = await Promise.all([post(gift(token)), post(gift(token))]);
    const resent = await post(gift(token));
    for (const response of [first, second, resent]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/pay\/demo\/nnb-[0-9a-f]{20}$/);
    }
    expect(new Set([first, second, resent].map((r) => r.headers.get('location'))).size).toBe(1);
    expect(await donationsOfStory()).toBe(before + 1);

    // The browser gets the donation's access token as an HttpOnly cookie for the payment pages and its verify call only.
    const cookies = resent.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    const reference = first.headers.get('location')!.split('/').pop()!;
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1])).toEqual(['/payment', `/api/donations/${reference}/verify`]);
    for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly; SameSite=Lax$/);
    const [row] = await server.app.db.query<{ access_hash: string; form_key: string }>(
      'select access_hash, form_key from donations where reference = $1',
      [reference],
    );
    const secret = /=([^;]+);/.exec(cookies[0]!)![1]!;
    // Kept only as hashes.
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses a forged or expired token: nothing starts, and the form comes back with a fresh one', async () => {
    await server.app.db.query('delete from rate_limit_hits');
    const before = await donationsOfStory();
    const page = await formPage();
    const forged = tokenOf(page).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const expired = `${(Date.now() - 2 * 86_400_000).toString(36)}.${tokenOf(page).split('.').slice(1).join('.')}`;
    for (const token of [forged, expired, '']) {
      const response = await post(gift(token));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('This form was open too long to be sent safely.');
      expect(tokenOf(html)).not.toBe(token);
      expect(html).toContain('value="Ama Owusu"');
    }
    expect(await donationsOfStory()).toBe(before);
  });

  it('says truthfully on the thank-you page whether the gift went through, to the browser that started it only', async () => {
    await server.app.db.query('delete from rate_limit_hits');
    const before = await totals(server, story.id);
    const sent = await post(gift(tokenOf(await formPage())));
    const reference = sent.headers.get('location')!.split('/').pop()!;
    const cookie = sent.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = (headers: Record<string, string> = {}) =>
      fetch(`${server.url}/payment/success?reference=${reference}`, { headers }).then(async (r) => ({
        status: r.status,
        html: await r.text(),
      }));

    const waiting = await page({ cookie });
    expect(waiting.html).toContain('Waiting for your approval');
    // Without JavaScript the page asks again by itself.
    expect(waiting.html).toContain('<noscript><meta http-equiv="refresh" content="5"/>');

    expect((await chooseOnDemo(server, reference, 'approve')).status).toBe(303);
    const thanked = await page({ cookie });
    expect(thanked.status).toBe(200);
    expect(thanked.html).toContain('Thank you!</h1>');
    expect(thanked.html).toContain('Your gift of ₵50');
    expect(await totals(server, story.id)).toEqual({ raised: before.raised + 5_000, donor_count: before.donor_count + 1 });

    // Another browser: nothing about the gift, with or without a cookie of its own.
    const stranger = await page({ cookie: `${cookie.split('=')[0]}=${'x'.repeat(43)}` });
    expect(stranger.status).toBe(403);
    expect(stranger.html).toContain('This payment was started elsewhere');
    expect(stranger.html).not.toContain('₵50');
    const none = await page();
    expect(none.html).not.toContain('₵50');
    expect(none.html).not.toContain('Thank you!');

    // The JSON API is as it was: without its token it refuses; the cookie of this browser lets it answer.
    expect((await verifyDonation(server, reference, null)).status).toBe(403);
    const asked = await fetch(`${server.url}/api/donations/${reference}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ reference, status: 'succeeded', amount: 5_000 });
  });

  it('answers a story that is not there with the page that says so, and starts nothing', async () => {
    const response = await fetch(`${server.url}/payment?campaign=no-such-story`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Choose a story to support');
  });
});
