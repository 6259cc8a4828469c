// Byte budgets of the built app (sizes are stable, so a test may hold them).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgets, firstScreenFiles, measureBytes, readManifest } from '../../bench/bytes';

describe('bundle sizes', () => {
  const report = measureBytes();

  it(`needs at most ${budgets.firstScreenKiB} KiB of JavaScript and CSS (gzip) to render the home screen`, () => {
    expect(report.firstScreen.files.some((f) => f.endsWith('.css'))).toBe(true);
    expect(report.firstScreen.gzipBytes).toBeLessThanOrEqual(budgets.firstScreenKiB * 1024);
  });

  it(`has no screen (route) chunk above ${budgets.chunkKiB} KiB gzip`, () => {
    expect(report.largestChunk.gzipBytes, report.largestChunk.file).toBeLessThanOrEqual(budgets.chunkKiB * 1024);
  });

  it(`precaches at most ${budgets.precacheKiB} KiB gzip, every screen included`, () => {
    expect(report.precache.files).toBeGreaterThan(20);
    expect(report.precache.gzipBytes).toBeLessThanOrEqual(budgets.precacheKiB * 1024);
    const manifest = readManifest();
    const screens = Object.values(manifest).filter((c) => c.isDynamicEntry && c.src?.includes('/components/'));
    expect(screens.length).toBeGreaterThan(8);
  });

  it('keeps the e-mails’ words (server/mail/locales) out of every browser file', () => {
    const mailOnly = ['If the button does not work, copy this link into your browser', 'Si le bouton ne fonctionne pas'];
    const browserFiles = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|json|html)$/.test(file));
    expect(browserFiles.length).toBeGreaterThan(20);
    for (const file of browserFiles) {
      const text = readFileSync(`dist/${file}`, 'utf8');
      for (const words of mailOnly) expect(text.includes(words), file).toBe(false);
    }
  });

  it('keeps supabase-js off the first screen of a signed-out visitor', () => {
    expect(report.sessionClientOnFirstScreen).toBe(false);
    // supabase-js is in the build (signed-in people load it), just not among the first screen's files.
    const first = new Set(firstScreenFiles(readManifest()));
    const sessionClient = readdirSync('dist/assets')
      .filter((file) => file.endsWith('.js') && readFileSync(`dist/assets/${file}`, 'utf8').includes('X-Supabase-Api-Version'))
      .map((file) => `assets/${file}`);
    expect(sessionClient.length).toBeGreaterThan(0);
    for (const file of sessionClient) expect(first.has(file), file).toBe(false);
  });
});
