// Serving the built PWA: SPA fallback for every route, cache rules, precompressed assets.
import sharp from 'sharp';
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { createStory, person, setStatus } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** Public screens: the server renders them, so a first visit shows content before any code runs. */
const renderedRoutes: Array<[string, string]> = [
  ['/', 'Empowering Ghana&#x27;s dreams, one story at a time</h1>'],
  ['/campaigns', 'id="browse-title"'],
  ['/how-it-works', 'How Nnoboa works</h1>'],
  ['/success-stories', 'id="success-page-title"'],
  ['/privacy-policy', '<h1'],
  ['/terms-of-service', '<h1'],
];
/** Forms and signed-in screens: the browser renders them from the shell. */
const shellRoutes = ['/create', '/login', '/register', '/auth/verify', '/auth/callback', '/dashboard', '/admin', '/admin/reports'];

describe('web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await migratedPglite(), { STATIC_DIR: 'dist' });
  });
  afterAll(() => server.close());

  it.each(renderedRoutes)('renders %s on the server, never cached stale', async (route, marker) => {
    const response = await fetch(`${server.url}${route}?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain(marker);
    expect(html).toMatch(/<script id="nnoboa-data" type="application\/json" data-code="(assets\/[^" ]+\.js ?)+">/);
    expect(html).toContain('<title>');
    // The app's code never holds up the content: the page's one small script fetches it once the page is painted.
    expect(html.match(/<script type="module"[^>]*>/g)).toHaveLength(1);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it.each(shellRoutes)('serves the app shell for %s, never cached stale', async (route) => {
    const response = await fetch(`${server.url}${route}?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Nnoboa');
    // Nothing to paint before the app runs, so its code is fetched alongside the page's script.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/start-[^"]+\.js">/);
  });

  it.each(['/payment', '/payment/success', '/payment/cancel'])(
    'renders %s for this visit only: never kept by any cache, and working without JavaScript',
    async (route) => {
      const response = await fetch(`${server.url}${route}?x=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
      const html = await response.text();
      expect(html).toContain('<div id="root" data-ssr>');
      expect(html).not.toContain('needs JavaScript');
    },
  );

  it('answers an unknown page with 404 and the page that says so', async () => {
    const response = await fetch(`${server.url}/anything/else`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain('id="not-found-title"');
    expect(html).toMatch(/<title>[^<]+ · Nnoboa<\/title>/);
  });

  it('keeps a rendered story page as long as the story it shows: a change to that story makes it again', async () => {
    const owner = await person(server, 'page-owner');
    const story = await createStory(server, owner, { title: 'Borehole for Nkwanta market' });
    await setStatus(server, story.id, 'active');
    const page = async () => (await fetch(`${server.url}/campaigns/${story.slug}`)).text();
    expect(await page()).toContain('Borehole for Nkwanta market</h1>');
    // Changed behind the server's back: the page it keeps (a few seconds) is the one it made.
    await server.app.db.query('update campaigns set title = $2 where id = $1', [story.id, 'Borehole for Nkwanta lorry park']);
    expect(await page()).toContain('Borehole for Nkwanta market</h1>');
    // Another story's gift leaves it; this story's gift (its money only) drops it with the story's other answers.
    await server.app.events.emit('campaign.changed', { campaignId: randomUUID(), moneyOnly: true });
    expect(await page()).toContain('Borehole for Nkwanta market</h1>');
    await server.app.events.emit('campaign.changed', { campaignId: story.id, moneyOnly: true });
    expect(await page()).toContain('Borehole for Nkwanta lorry park</h1>');
  });

  it('writes a rendered page’s styles into it for a browser about to show it, and links them in a copy fetched to keep', async () => {
    const shown = await fetch(`${server.url}/how-it-works`, { headers: { 'sec-fetch-dest': 'document' } });
    const html = await shown.text();
    const styles = [...html.matchAll(/<style>([^<]*)<\/style><link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)" disabled>/g)];
    // The template's own stylesheet and the screen's: none is left to fetch before the first paint.
    expect(styles.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+"\s*>/);
    const policy = shown.headers.get('content-security-policy') ?? '';
    for (const [, text, file] of styles) {
      expect(text).toBe(readFileSync(`dist/${file}`, 'utf8'));
      expect(policy).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }
    const kept = await fetch(`${server.url}/how-it-works`, { headers: { 'sec-fetch-dest': 'empty' } });
    const keptHtml = await kept.text();
    expect(keptHtml).not.toContain('<style>');
    for (const [, , file] of styles) expect(keptHtml).toContain(`href="/${file}"`);
    // The same policy: the browser's cache takes a revalidation's headers for the copy it has.
    expect(kept.headers.get('content-security-policy')).toBe(policy);
    // The same page either way: the browser's copy of one answers a revalidation for the other.
    expect(kept.headers.get('etag')).toBe(shown.headers.get('etag'));
    const again = await fetch(`${server.url}/how-it-works`, {
      headers: { 'if-none-match': shown.headers.get('etag')!, 'sec-fetch-dest': 'empty' },
    });
    expect(again.status).toBe(304);
  });

  it('renders a story with everything its first screen reads, as the API answers someone signed out', async () => {
    const owner = await person(server, 'data-owner');
    const story = await createStory(server, owner, { title: 'Desks for Bawku primary' });
    await setStatus(server, story.id, 'active');
    const html = await (await fetch(`${server.url}/campaigns/${story.slug}`)).text();
    const resources = JSON.parse(/<script id="nnoboa-data" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    const api = async (path: string) => (await fetch(`${server.url}${path}`)).json();
    // A first visit asks the API for none of them: its client is not even fetched.
    expect(resources[`ledger:${story.id}`]).toEqual(await api(`/api/campaigns/${story.id}/ledger`));
    expect(resources[`words:${story.id}:`]).toEqual(await api(`/api/campaigns/${story.id}/words`));
    expect(resources[`wall:${story.id}:1:10`]).toBeDefined();
    expect(resources.languages).toEqual(((await api('/api/translations')) as { languages: unknown }).languages);
  });

  it('answers a story under review with a rendered 404, until it is approved', async () => {
    const owner = await person(server, 'review-owner');
    const story = await createStory(server, owner, { title: 'Benches for Ejura clinic' });
    await setStatus(server, story.id, 'pending');
    const page = () => fetch(`${server.url}/campaigns/${story.slug}`);
    const missing = await page();
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain('This story does not exist or is not public.</h1>');
    expect(html).not.toContain('Benches for Ejura clinic');
    // Approved behind the server's back and announced as a change of the story: the 404 it kept goes with it.
    await server.app.db.query("update campaigns set status = 'active' where id = $1", [story.id]);
    await server.app.events.emit('campaign.changed', { campaignId: story.id, moneyOnly: false });
    const shown = await page();
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Benches for Ejura clinic</h1>');
  });

  it('gives each rendered screen its own title', async () => {
    const html = await (await fetch(`${server.url}/how-it-works`)).text();
    expect(html).toMatch(/<title>How[^<]* · Nnoboa<\/title>/);
  });

  it('renders in the language the person chose', async () => {
    const html = await (await fetch(`${server.url}/how-it-works`, { headers: { cookie: 'nnoboa_lang=fr' } })).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('"translations:fr"');
  });

  it('answers 304 to a revalidation of an unchanged shell', async () => {
    const first = await fetch(`${server.url}/`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves hashed assets immutable and precompressed', async () => {
    const asset = readdirSync('dist/assets').find((file) => /^index-.*\.js$/.test(file));
    expect(asset).toBeDefined();
    const br = await fetch(`${server.url}/assets/${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await server.app.inject({ url: `/assets/${asset}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // A first visit fetches dozens of them: each carries what guards a file, not what guards a page.
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    expect(br.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(br.headers.get('content-security-policy')).toBeNull();
    expect(br.headers.get('permissions-policy')).toBeNull();
    // Kept a year and never asked for again: nothing to revalidate it with.
    expect(br.headers.get('etag')).toBeNull();
    expect(br.headers.get('last-modified')).toBeNull();
    // The tab's icon, fetched by every first visit, is not a page either.
    const icon = await fetch(`${server.url}/logo.svg`);
    expect(icon.headers.get('content-security-policy')).toBeNull();
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await fetch(`${server.url}/how-it-works`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('permissions-policy')).not.toBeNull();
  });

  it('serves the service worker and the manifest with no-cache', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const response = await fetch(`${server.url}/assets/missing-abc123.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('link previews', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await migratedPglite(), { STATIC_DIR: 'dist', PUBLIC_URL: 'https://nnoboa.example.org' });
  });
  afterAll(() => server.close());

  it('puts Open Graph and Twitter meta of a public story into its page', async () => {
    const owner = await person(server, 'preview');
    const story = await createStory(server, owner, { title: 'Roof for "Unity" school <Kumasi>' });
    await setStatus(server, story.id, 'active');
    const html = await (await fetch(`${server.url}/campaigns/${story.slug}`)).text();
    expect(html).toContain('<title>Roof for &quot;Unity&quot; school &lt;Kumasi&gt; · Nnoboa</title>');
    expect(html).toContain('<meta property="og:title" content="Roof for &quot;Unity&quot; school &lt;Kumasi&gt;">');
    expect(html).toContain(
      '<meta property="og:description" content="Clean water for two hundred pupils and their families in the Upper East.">',
    );
    expect(html).toContain(`<meta property="og:url" content="https://nnoboa.example.org/campaigns/${story.slug}">`);
    // WhatsApp shows JPEG previews reliably, not WebP: a 1200×630 JPEG of at most 300 KB.
    expect(html).toContain(`<meta property="og:image" content="https://nnoboa.example.org/uploads/${story.cover.id}/share.jpg">`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    for (const attempt of ['made', 'kept']) {
      const image = await fetch(`${server.url}/uploads/${story.cover.id}/share.jpg`);
      expect(image.status, attempt).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.length).toBeLessThanOrEqual(300_000);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    expect((await fetch(`${server.url}/uploads/${crypto.randomUUID()}/share.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/not-an-id/share.jpg`)).status).toBe(400);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The story itself is in the page, with the data the browser takes over from.
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain('Roof for &quot;Unity&quot; school &lt;Kumasi&gt;</h1>');
    expect(html).toContain(`"story:${story.slug}"`);
    const byId = await (await fetch(`${server.url}/campaigns/${story.id}`)).text();
    expect(byId).toContain('og:title');
  });

  it('adds nothing for stories that are not public, or do not exist', async () => {
    const owner = await person(server, 'hidden');
    const story = await createStory(server, owner);
    for (const path of [`/campaigns/${story.slug}`, '/campaigns/no-such-story', '/campaigns']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toContain('og:title');
    }
  });
});
