// Every build is a production build, whatever NODE_ENV says: the service worker registers and React is the production one.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, workerInCharge } from '../helpers/browser';
import { startAppServer } from './app-server';

const run = promisify(execFile);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Strings only React's development build carries. */
const developmentReact = ['jsxDEV', 'Each child in a list should have a unique'];

describe.each(['development', 'test', 'production', undefined])('a build with NODE_ENV=%s', (nodeEnv) => {
  it('registers /sw.js, works offline and ships production React', { timeout: 180_000 }, async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-build-'));
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (nodeEnv) env.NODE_ENV = nodeEnv;
    else delete env.NODE_ENV;
    try {
      await run('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { env });
      const scripts = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
      for (const file of scripts) {
        const code = await readFile(path.join(outDir, 'assets', file), 'utf8');
        for (const marker of developmentReact) expect(code.includes(marker), `${file} carries "${marker}"`).toBe(false);
      }

      const server = await startAppServer({ STATIC_DIR: outDir });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        await workerInCharge(page);
        expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toBe(
          `${server.url}/sw.js`,
        );
        await context.setOffline(true);
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      } finally {
        await context.close();
        await server.close();
      }
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
