// Byte budgets of the built app (sizes are stable, so a test may hold them).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgets, firstScreenFiles, measureBytes, precacheFiles, readManifest } from '../../bench/bytes';
import { screens } from '../../contract/names/paths';
import { planPrecache } from '../../sw/precache-plan';

describe('bundle sizes', () => {
  const report = measureBytes();

  it(`needs at most ${budgets.firstScreenKiB} KiB of JavaScript and CSS (gzip) to render the home screen`, () => {
    expect(report.firstScreen.files.some((f) => f.endsWith('.css'))).toBe(true);
    expect(report.firstScreen.gzipBytes).toBeLessThanOrEqual(budgets.firstScreenKiB * 1024);
  });

  it(`has no screen (route) chunk above ${budgets.chunkKiB} KiB gzip`, () => {
    expect(report.largestChunk.gzipBytes, report.largestChunk.file).toBeLessThanOrEqual(budgets.chunkKiB * 1024);
  });

  it(`precaches only the shell, at most ${budgets.precacheKiB} KiB gzip: all a phone saving data keeps`, () => {
    const manifest = readManifest();
    const precached = new Set(precacheFiles());
    expect(precached.has('index.html')).toBe(true);
    expect(precached.has(manifest['src/app/start.tsx']!.file)).toBe(true);
    for (const screen of screens) expect(precached.has(manifest[screen.module]!.file), screen.module).toBe(false);
    expect(report.precache.gzipBytes).toBeLessThanOrEqual(budgets.precacheKiB * 1024);
  });

  it(`keeps the donor's screens at install, at most ${budgets.installKiB} KiB gzip with the shell; the signed-in screens wait for sign-in`, () => {
    const manifest = readManifest();
    const plan = planPrecache(manifest);
    const install = new Set([...precacheFiles(), ...plan.donor]);
    for (const screen of screens) {
      const file = manifest[screen.module]!.file;
      expect(install.has(file), screen.module).toBe(screen.offline === 'install');
      expect(plan.signedIn.includes(file), screen.module).toBe(screen.offline === 'sign-in');
    }
    // The session client comes with signing in, not with a donor's first visit.
    expect(plan.signedIn.some((file) => readFileSync(`dist/${file}`, 'utf8').includes('X-Supabase-Api-Version'))).toBe(true);
    expect(
      [...install].some((file) => file.endsWith('.js') && readFileSync(`dist/${file}`, 'utf8').includes('X-Supabase-Api-Version')),
    ).toBe(false);
    expect(report.install.gzipBytes).toBeLessThanOrEqual(budgets.installKiB * 1024);
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
