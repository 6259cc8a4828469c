/** How the run measures: one request at a time, several at once, a mixed load, the CSV export, a change seen through another server. */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { BenchServer } from '../../tests/helpers/server-process';
import { signedWebhook, type Run } from './people';
import type { Read } from './reads';
import { latencyOf, type Latency } from './stats';

/** A slow read stops early: warm-up within `warmupMs`, the timed requests within `readMs` (at least `minimum` of them). */
export const timing = { warmup: 50, count: 1000, warmupMs: 5000, readMs: 30_000, minimum: 5, mixedSeconds: 15, mixedConnections: 8 };

const headersOf = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** Kept-alive connections, as a browser keeps them; one request at a time uses one. */
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

interface Answer {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

/** One request over node:http (the lightest client: the time measured is the server's, not the client's). */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: { 'accept-encoding': 'br, gzip', ...init.headers }, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, encoding: incoming.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

const textOf = ({ encoding, body }: Answer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

/** One request, its whole answer read (compressed, as a phone gets it); the time in ms. Fails on an answer that is not 2xx or not what `expected` wants. */
async function timed(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  expected?: (body: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const answer = await send(url, init);
  const ms = performance.now() - started;
  if (answer.status < 200 || answer.status >= 300 || (expected && !expected(textOf(answer)))) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${answer.status}: ${textOf(answer).slice(0, 300)}`);
  }
  return ms;
}

/** One read on one server: its path, with the token of whoever reads it there. */
export interface ReadOn {
  base: string;
  read: Read;
}

/**
 * The same read on each server, one request at a time, the servers taking
 * turns (the order rotating every round): a warm-up, then the timed requests
 * (fewer when it is slow). Each server's figures then come from the same
 * seconds of a shared machine, so comparing them compares the servers, not two
 * moments of the machine; with one server it is a plain sequential read.
 */
export async function readInTurns(targets: readonly ReadOn[]): Promise<Latency[]> {
  const each = targets.map(({ base, read }) => ({ url: base + read.path, init: { headers: headersOf(read.token) } }));
  const warming = performance.now();
  for (let i = 0; i < timing.warmup && performance.now() - warming < timing.warmupMs * each.length; i++) {
    for (const { url, init } of each) await timed(url, init);
  }
  const samples = each.map((): number[] => []);
  const started = performance.now();
  for (
    let round = 0;
    round < timing.count && (round < timing.minimum || performance.now() - started < timing.readMs * each.length);
    round++
  ) {
    for (let turn = 0; turn < each.length; turn++) {
      const k = (round + turn) % each.length;
      samples[k]!.push(await timed(each[k]!.url, each[k]!.init));
    }
  }
  return samples.map(latencyOf);
}

/** Settles the given pending gifts by webhook, `parallel` at a time. */
export async function webhooks(base: string, references: readonly string[], parallel: number): Promise<Latency> {
  const samples: number[] = [];
  const queue = [...references];
  const worker = async () => {
    for (let reference = queue.shift(); reference; reference = queue.shift()) {
      const { body, headers } = signedWebhook(reference);
      const applied = (answer: string) => (JSON.parse(answer) as { outcome?: string }).outcome === 'applied';
      samples.push(await timed(`${base}/api/payments/webhook/paystack`, { method: 'POST', headers, body }, applied));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return latencyOf(samples);
}

export interface Throughput {
  rps: number;
  failures: number;
}

/** The public reads mixed, `connections` clients against each of the servers at once; req/s summed over them. */
export async function mixedLoad(bases: readonly string[], reads: readonly Read[], connections: number): Promise<Throughput> {
  const requests = reads.map((read) => ({ method: 'GET', path: read.path, headers: headersOf(read.token) }));
  const results = await Promise.all(bases.map((url) => autocannon({ url, connections, duration: timing.mixedSeconds, requests })));
  return {
    rps: results.reduce((sum, r) => sum + r.requests.total / timing.mixedSeconds, 0),
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

export interface Export {
  ms: number;
  bytes: number;
  rows: number;
  /** The server's resident memory before and at its peak during the export. */
  rssBefore: number | null;
  rssPeak: number | null;
  /** The longest another request (GET /api/health, which asks the database) waited while the export ran, ms. */
  longestWaitMs?: number | null;
}

/** The owner's CSV of the popular story's donations, the server's memory sampled every 20 ms meanwhile. */
export async function csvExport(server: BenchServer, run: Run): Promise<Export> {
  const rssBefore = server.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    const rss = server.rss();
    if (rss !== null && (rssPeak === null || rss > rssPeak)) rssPeak = rss;
  }, 20);
  let exporting = true;
  const waits: number[] = [];
  // Another visitor meanwhile: one request at a time, as long as the export runs.
  const visitor = (async () => {
    while (exporting) {
      const asked = performance.now();
      await send(`${server.url}/api/health`, {});
      if (exporting) waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/dashboard/donations?format=csv&campaign_id=${run.popularId}`, {
      headers: headersOf(run.ownerToken),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    exporting = false;
    await visitor;
    if (!response.ok) throw new Error(`CSV export answered ${response.status}`);
    const rows = Math.max(0, text.split('\n').filter(Boolean).length - 1);
    return { ms, bytes: Buffer.byteLength(text), rows, rssBefore, rssPeak, longestWaitMs: waits.length ? Math.max(...waits) : null };
  } finally {
    exporting = false;
    clearInterval(sampler);
  }
}

/** Polls `url` every 20 ms until `seen` holds; the ms it took, or null after `limitMs`. */
async function until(url: string, seen: (body: Record<string, unknown>) => boolean, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const response = await fetch(url);
    if (response.ok && seen((await response.json()) as Record<string, unknown>)) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

export interface Propagation {
  summaryEditMs: Array<number | null>;
  donationMs: Array<number | null>;
}

/** A change made through server `a` (a summary edit, a settled gift), polled on server `b` until it shows. */
export async function propagation(a: string, b: string, run: Run, gifts: readonly string[], limitMs = 15_000): Promise<Propagation> {
  const story = `${b}/api/campaigns/${run.popularId}`;
  const summaryEditMs: Array<number | null> = [];
  const donationMs: Array<number | null> = [];
  for (let i = 0; i < gifts.length; i++) {
    const summary = `Kwame Mensah needs help with surgery; edit ${i} of the bench run ${Date.now()}, every cedi counts.`;
    await fetch(`${b}/api/campaigns/${run.popularId}`); // b has the story before the change.
    await timed(`${a}/api/campaigns/${run.popularId}`, {
      method: 'PUT',
      headers: { ...headersOf(run.ownerToken), 'content-type': 'application/json' },
      body: JSON.stringify({ summary }),
    });
    summaryEditMs.push(await until(story, (body) => body.summary === summary, limitMs));
    const before = (await (await fetch(story)).json()) as { raised: number };
    await webhooks(a, [gifts[i]!], 1);
    donationMs.push(await until(story, (body) => Number(body.raised) > before.raised, limitMs));
  }
  return { summaryEditMs, donationMs };
}
