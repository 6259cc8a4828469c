// Serving the built PWA: SPA fallback for every route, cache rules, precompressed assets.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { createStory, person, setStatus } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';

const specRoutes = [
  '/', '/campaigns', '/create', '/how-it-works', '/success-stories', '/privacy-policy', '/terms-of-service',
  '/login', '/register', '/auth/verify', '/auth/callback', '/payment', '/payment/success', '/payment/cancel',
  '/dashboard', '/admin', '/anything/else',
];

describe('web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await openPglite(null), { STATIC_DIR: 'dist' });
  });
  afterAll(() => server.close());

  it.each(specRoutes)('serves the app shell for %s, never cached stale', async (route) => {
    const response = await fetch(`${server.url}${route}?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Nnoboa');
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
    server = await startTestServer(await openPglite(null), { STATIC_DIR: 'dist', PUBLIC_URL: 'https://nnoboa.example.org' });
  });
  afterAll(() => server.close());

  it('puts Open Graph and Twitter meta of a public story into its page', async () => {
    const owner = await person(server, 'preview');
    const story = await createStory(server, owner, { title: 'Roof for "Unity" school <Kumasi>' });
    await setStatus(server, story.id, 'active');
    const html = await (await fetch(`${server.url}/campaigns/${story.slug}`)).text();
    expect(html).toContain('<title>Roof for &quot;Unity&quot; school &lt;Kumasi&gt; · Nnoboa</title>');
    expect(html).toContain('<meta property="og:title" content="Roof for &quot;Unity&quot; school &lt;Kumasi&gt;">');
    expect(html).toContain('<meta property="og:description" content="Clean water for two hundred pupils and their families in the Upper East.">');
    expect(html).toContain(`<meta property="og:url" content="https://nnoboa.example.org/campaigns/${story.slug}">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https://nnoboa.example.org/uploads/${story.cover.id}/\\d+\\.webp">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<div id="root"></div>');
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
