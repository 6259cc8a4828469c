/**
 * The server as users run it, in its own process (so the load generator and
 * the browser do not share its CPU, and a test can kill it by its PID):
 * `server/main.ts` with the given environment, on a free port or the one
 * given. Its resident memory is read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './postgres-cluster';

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident memory in bytes, or null where /proc is not there. */
  rss(): number | null;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, wherever it is. */
  kill(): Promise<void>;
}

export async function startServer(env: Record<string, string>, port?: number): Promise<BenchServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 120_000) throw new Error(`The server did not start within two minutes:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rss() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        return kb ? Number(kb) * 1024 : null;
      } catch {
        return null;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(pid, 'SIGKILL');
      }),
  };
}
