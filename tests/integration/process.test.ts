// The server as `npm start` runs it: a real process, real port, real signals.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createPostgresUrl } from '../helpers/databases';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', STATIC_DIR: 'dist', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for the server to answer; the limit only catches a server that never starts (a busy machine may take a minute). */
async function waitForHealth(url: string, running: Running): Promise<Record<string, unknown>> {
  const began = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    if (running.child.exitCode !== null) throw new Error(`server exited:\n${running.output()}`);
    if (Date.now() - began > 150_000) throw new Error(`server did not start:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe('server process', () => {
  it('starts on PGlite under DATA_DIR, stops cleanly on SIGTERM, and keeps its data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    cleanups.push(async () => first.child.kill('SIGKILL'));
    expect(await waitForHealth(url, first)).toMatchObject({ status: 'ok', database: 'pglite' });
    const page = await fetch(`${url}/how-it-works`);
    expect(await page.text()).toContain('<div id="root" data-ssr>');
    // The first start says what it is doing while it fills the demo database, before the server says it runs.
    const said = first.output();
    const steps = [
      `Opening the database in ${dataDir}...`,
      'The database is empty: filling it with demo data',
      'Demo stories: drawing covers and adding gifts (0 of 40)...',
      'Demo stories: drawing covers and adding gifts (30 of 40)...',
      'Demo data ready.',
      'Nnoboa is running at',
    ];
    const where = steps.map((step) => said.indexOf(step));
    expect(
      where.every((index) => index >= 0),
      said,
    ).toBe(true);
    expect(where).toEqual([...where].sort((a, b) => a - b));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    cleanups.push(async () => second.child.kill('SIGKILL'));
    expect(await waitForHealth(url, second)).toMatchObject({ status: 'ok' });
    expect(second.output()).not.toContain('filling it with demo data');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 400_000);

  // Defined only where a PostgreSQL server runs for the tests (always in CI).
  if (inject('postgresUrl'))
    it('runs on PostgreSQL when DATABASE_URL is set', async () => {
      const target = await createPostgresUrl();
      if (!target) throw new Error('PostgreSQL went away');
      cleanups.push(target.drop);
      const port = await freePort();
      // No demo data: the first start on PGlite above shows that; here only the database differs.
      const running = start({ PORT: String(port), DATABASE_URL: target.url, SEED_DEMO: 'false' });
      cleanups.push(async () => running.child.kill('SIGKILL'));
      expect(await waitForHealth(`http://127.0.0.1:${port}`, running)).toMatchObject({ status: 'ok', database: 'postgres' });
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    }, 400_000);

  it('refuses to start with a bad variable and names it', async () => {
    const running = start({ PORT: 'eighty' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid configuration: PORT must be a whole number');
  });
});

describe('admin:grant', () => {
  it('makes an address an admin from the command line, creating the account if needed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-grant-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const run = (args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin-grant.ts', ...args], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SEED_DEMO: 'false' },
        });
        let output = '';
        child.stdout.on('data', (c: Buffer) => (output += c.toString()));
        child.stderr.on('data', (c: Buffer) => (output += c.toString()));
        child.once('exit', (code) => resolve({ code, output }));
      });
    const granted = await run(['Kofi@Example.com']);
    expect(granted.code).toBe(0);
    expect(granted.output).toContain('kofi@example.com is now an admin');
    const again = await run(['kofi@example.com']);
    expect(again.code).toBe(0);
    const bad = await run(['not-an-address']);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('Not an e-mail address');
    const { openPglite } = await import('../../server/db/pglite');
    const db = await openPglite(path.join(dataDir, 'pglite'));
    expect(await db.query('select email, role from users')).toEqual([{ email: 'kofi@example.com', role: 'admin' }]);
    await db.close();
  }, 60_000);
});
