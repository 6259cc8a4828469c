// A story's poster over real HTTP: one HTML page made for printing with the
// title, the cover, the short number, the code to dial, a QR code of the
// story's link made on the server (inline SVG) and the short link, which leads
// to the story; its stylesheet and script are files, so the strict CSP holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { person, setStatus } from '../helpers/fixtures';
import { activeStory } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('the poster', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await migratedPglite(), { USSD_SERVICE_CODE: '*920*44#' });
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  it('carries the title, the cover, the number, the code to dial, a QR code of the story’s link and the short link', async () => {
    const owner = await person(server, 'owner');
    const story = await activeStory(server, owner, { title: 'Funeral of Opanin Kwaku <Asante> & family' });
    const page = (await (await get(`/api/campaigns/${story.slug}`)).json()) as { short_number: string; cover: { url: string } };
    expect(page.short_number).toMatch(/^\d{1,6}$/);

    const answer = await get(`/campaigns/${story.slug}/poster`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("script-src 'self'");
    const html = await answer.text();
    // Escaped, never raw.
    expect(html).toContain('Funeral of Opanin Kwaku &lt;Asante&gt; &amp; family');
    expect(html).not.toContain('<Asante>');
    expect(html).toContain(`<span class="number-value">${page.short_number}</span>`);
    expect(html).toContain(`Dial <strong>*920*44*${page.short_number}#</strong> to give`);
    expect(html).toContain(`src="${page.cover.url}"`);
    const host = new URL(server.url).host;
    expect(html).toContain(`<p class="link">${host}/s/${page.short_number}</p>`);
    // The QR code: inline SVG made on the server, of the story's full link.
    expect(html).toMatch(
      /<div class="qr" role="img" aria-label="QR code of [^"]+"><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
    );
    expect(html).toContain(`aria-label="QR code of ${server.url}/campaigns/${story.slug}"`);
    // No inline style or script: the CSP would block them.
    expect(html).not.toMatch(/<style|style="|<script>|onclick=/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    const script = /<script src="([^"]+)" defer><\/script>/.exec(html)?.[1];
    expect(stylesheet).toMatch(/^\/poster\.css\?v=/);
    expect(script).toMatch(/^\/poster\.js\?v=/);
    const css = await get(stylesheet!);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const rules = await css.text();
    expect(rules).toContain('@page{size:A4 portrait');
    expect(rules).toContain('@page a5{size:A5 portrait');
    expect(rules).toContain('@media print{.toolbar{display:none}}');
    expect((await get(script!)).headers.get('content-type')).toMatch(/^text\/javascript/);

    // A5 on request; in French when the person chose it.
    expect(await (await get(`/campaigns/${story.slug}/poster?size=a5`)).text()).toContain('<body class="a5">');
    const french = await (await get(`/campaigns/${story.id}/poster`, { cookie: 'nnoboa_lang=fr' })).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain(`Composez le <strong>*920*44*${page.short_number}#</strong> pour donner`);

    // The short link leads to the story.
    const short = await get(`/s/${page.short_number}`);
    expect(short.status).toBe(302);
    expect(short.headers.get('location')).toBe(`/campaigns/${story.slug}`);
  });

  it('says so, in a page, for a story that is not public; and a closed story’s poster offers no code to dial', async () => {
    const owner = await person(server, 'owner');
    const draft = await activeStory(server, owner);
    await setStatus(server, draft.id, 'pending');
    for (const path of [`/campaigns/${draft.slug}/poster`, '/campaigns/no-such-story/poster']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await answer.text(), path).toContain('This story does not exist or is not public.');
    }
    const number = ((await (await get(`/api/campaigns/${draft.id}`)).json()) as { short_number?: string }).short_number;
    expect(number).toBeUndefined();

    const closed = await activeStory(server, owner);
    await setStatus(server, closed.id, 'completed');
    const html = await (await get(`/campaigns/${closed.slug}/poster`)).text();
    expect(html).not.toContain('Dial <strong>');
    expect(html).toContain('<svg');
  });
});
