// UI text from the server: every language file, English as the fallback for missing keys.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/locales/en.json';
import { migratedPglite } from '../helpers/pglite-folders';
import { loadCatalogs, localesDir } from '../../server/translations/catalogs';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** English of every part the screens load where they use it (src/locales/<part>/en.json). */
const partsEn: Record<string, string> = Object.assign(
  {},
  ...readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => JSON.parse(readFileSync(path.join(localesDir, entry.name, 'en.json'), 'utf8')) as Record<string, string>),
);

describe('translations API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await migratedPglite());
  });
  afterAll(() => server.close());

  it('lists the languages, English and French among them', async () => {
    const body = (await (await fetch(`${server.url}/api/translations`)).json()) as {
      default: string;
      languages: Array<{ code: string; name: string }>;
    };
    expect(body.default).toBe('en');
    expect(body.languages).toEqual(
      expect.arrayContaining([
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'Français' },
      ]),
    );
  });

  it('answers every UI string in English, the parts included', async () => {
    const body = (await (await fetch(`${server.url}/api/translations/en`)).json()) as { lang: string; messages: Record<string, string> };
    expect(body.lang).toBe('en');
    expect(Object.keys(partsEn).length).toBeGreaterThan(0);
    expect(body.messages).toEqual({ ...en, ...partsEn });
  });

  it('has French complete: every English key, with the same placeholders', async () => {
    const { messages } = (await (await fetch(`${server.url}/api/translations/fr`)).json()) as { messages: Record<string, string> };
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries({ ...en, ...partsEn })) {
      expect(messages[key], key).toBeTruthy();
      expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(english));
    }
    expect(messages['nav.browse']).not.toBe(en['nav.browse']);
    expect(messages['money.ledger.title']).not.toBe(partsEn['money.ledger.title']);
  });

  it('answers 304 to a revalidation and 404 or 400 to unknown or malformed languages', async () => {
    const first = await fetch(`${server.url}/api/translations/fr`);
    const again = await fetch(`${server.url}/api/translations/fr`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.url}/api/translations/de`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/translations/EN-gb`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/translations/..%2Fpackage`)).status).toBe(400);
  });
});

describe('catalogs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nnoboa-locales-'));
    await writeFile(path.join(dir, 'en.json'), JSON.stringify({ 'language.name': 'English', 'a.b': 'Hello', 'a.c': 'Bye' }));
    await writeFile(path.join(dir, 'tw.json'), JSON.stringify({ 'language.name': 'Twi', 'a.b': 'Akwaaba' }));
    await mkdir(path.join(dir, 'part'));
    await writeFile(path.join(dir, 'part', 'en.json'), JSON.stringify({ 'p.x': 'Part', 'p.y': 'More' }));
    await writeFile(path.join(dir, 'part', 'tw.json'), JSON.stringify({ 'p.x': 'Fa' }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('adds a language by adding one file, falling back to English for missing keys', () => {
    const catalogs = loadCatalogs(dir);
    expect(catalogs.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'tw', name: 'Twi' },
    ]);
    expect(catalogs.get('tw')).toEqual({ 'language.name': 'Twi', 'a.b': 'Akwaaba', 'a.c': 'Bye', 'p.x': 'Fa', 'p.y': 'More' });
  });

  it('merges a part loaded by the screens that use it (a folder of language files) into each language', () => {
    expect(loadCatalogs(dir).get('en')).toEqual({ 'language.name': 'English', 'a.b': 'Hello', 'a.c': 'Bye', 'p.x': 'Part', 'p.y': 'More' });
  });
});
