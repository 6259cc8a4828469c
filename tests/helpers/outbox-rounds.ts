/**
 * The outbox under injected faults, in Debian's Chromium on a 390×844
 * phone: the real server (on PGlite or PostgreSQL) behind the fault proxy,
 * an owner signed in, and rounds. A round puts one item of each case
 * in the phone's outbox, as the forms do, lets either the page (the app open)
 * or the service worker (Background Sync, no page of the app open) send
 * them while the proxy breaks the requests the plan names, waits until every
 * item is sent, and counts in the database: the rows each item made, the
 * photos stored, the photos nothing shows, and resumable uploads left behind.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { outboxSyncTag } from '../../contract/names/outbox';
import type { Database } from '../../server/db/database';
import { migratedPglite } from './pglite-folders';
import { openPostgres } from '../../server/db/postgres';
import type { NewOutboxItem } from '../../src/lib/offline/outbox';
import { signInThroughMailbox } from '../e2e/app-server';
import { clearOutbox, outboxOnPhone, putInOutbox } from '../e2e/phone-storage';
import { fireBackgroundSync } from './background-sync';
import { workerInCharge } from './browser';
import { startFaultProxy, type Fault, type FaultProxy, type Injected } from './fault-proxy';
import { ownerWorld, type OutboxCase, type World } from './outbox-cases';
import type { PhonePhoto } from '../e2e/phone-storage';
import { findPostgresBinaries, startPostgres } from './postgres-cluster';
import { startTestServer, type TestServer } from './test-server';

export type DatabaseKind = 'pglite' | 'postgres';
export type Sender = 'page' | 'worker';
export const senders: readonly Sender[] = ['page', 'worker'];

export interface Planned {
  case: OutboxCase;
  /** Which of the case's requests meets `fault`, from 1; none: a round without faults. */
  at?: number;
  fault?: Fault;
}

export interface CaseResult {
  case: string;
  at?: number;
  fault?: Fault;
  /** The case's requests, as the proxy saw them. */
  requests: string[];
  /** Rows carrying its tag (one is right). */
  rows: number;
}

export interface RoundResult {
  cases: CaseResult[];
  injected: Injected[];
  /** Photos queued this round, and photos stored this round. */
  photosQueued: number;
  photosStored: number;
  /** Photos stored this round that nothing shows. */
  orphanPhotos: number;
  /** Resumable uploads still on the server (a finished one leaves none). */
  leftoverUploads: number;
  ms: number;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
}

export interface FaultRig {
  kind: DatabaseKind;
  server: TestServer;
  proxy: FaultProxy;
  world: World & { photos: PhonePhoto[]; email: string };
  /** A phone with the owner signed in, the app's service worker in charge. */
  phone(browser: Browser): Promise<Phone>;
  round(phone: Phone, sender: Sender, planned: readonly Planned[]): Promise<RoundResult>;
  close(): Promise<void>;
}

/** PostgreSQL is there to test on, or its absence is a failure (in CI) or said aloud. */
export function faultDatabases(): DatabaseKind[] {
  if (findPostgresBinaries()) return ['pglite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('CI needs PostgreSQL: install the "postgresql" package.');
  console.warn('PostgreSQL binaries not found: the outbox fault test runs on PGlite only.');
  return ['pglite'];
}

async function openDatabase(kind: DatabaseKind): Promise<{ db: Database; stop: () => Promise<void> }> {
  if (kind === 'pglite') return { db: await migratedPglite(), stop: async () => undefined };
  const binDir = findPostgresBinaries();
  if (!binDir) throw new Error('No PostgreSQL binaries');
  const cluster = await startPostgres(binDir);
  return { db: await openPostgres(cluster.url, 10), stop: () => cluster.stop() };
}

const orphanPhotos = `select count(*)::int as n from uploads u where u.owner_id = $1 and u.created_at >= $2
  and not exists (select 1 from campaigns c where c.cover_upload_id = u.id)
  and not exists (select 1 from campaign_images i where i.upload_id = u.id)
  and not exists (select 1 from campaign_update_photos p where p.upload_id = u.id)
  and not exists (select 1 from withdrawals w where w.receipt_upload_id = u.id)`;

export async function startFaultRig(kind: DatabaseKind): Promise<FaultRig> {
  let port = 0;
  const proxy = await startFaultProxy(() => port);
  const { db, stop } = await openDatabase(kind);
  const server = await startTestServer(db, { STATIC_DIR: 'dist', PUBLIC_URL: proxy.url });
  port = Number(new URL(server.url).port);
  const world = await ownerWorld(server);
  const origin = proxy.url;
  // A page of the app's origin that runs none of the app (a JSON answer), to reach its storage with no app open.
  const storagePage = `${origin}/api/health`;

  async function leftoverUploads(): Promise<number> {
    if (kind === 'postgres') return world.count('select count(*)::int as n from resumable_uploads');
    const files = await readdir(path.join(server.config.dataDir, 'resumable-uploads')).catch(() => [] as string[]);
    return files.filter((file) => file.endsWith('.json')).length;
  }

  async function sendAndWait(phone: Phone, sender: Sender, ids: readonly string[], delays: number): Promise<void> {
    const limit = Date.now() + 120_000 + delays * 45_000;
    let reader = phone.page;
    if (sender === 'page') {
      await phone.page.goto(`${origin}/dashboard`);
    } else {
      await phone.page.close();
      await fireBackgroundSync(phone.context, origin, outboxSyncTag);
      reader = await phone.context.newPage();
      await reader.goto(storagePage);
    }
    let last = '';
    let still = Date.now();
    for (;;) {
      const mine = (await outboxOnPhone(reader)).filter((item) => ids.includes(item.id));
      if (mine.length === ids.length && mine.every((item) => item.state === 'sent')) break;
      const now = JSON.stringify(mine.map((item) => item.state));
      if (now !== last) [last, still] = [now, Date.now()];
      const stuck = mine.find((item) => item.state === 'attention');
      if (stuck) throw new Error(`An item needs attention (${stuck.status}): ${stuck.error}`);
      if (Date.now() > limit) throw new Error(`The outbox did not empty: ${JSON.stringify(mine)}`);
      // The browser fires the sync again later when an event ended with items left; here, after 15 quiet seconds.
      if (sender === 'worker' && !mine.some((item) => item.state === 'sending') && Date.now() - still > 15_000) {
        await fireBackgroundSync(phone.context, origin, outboxSyncTag);
        still = Date.now();
      }
      await reader.waitForTimeout(250);
    }
    phone.page = reader;
  }

  return {
    kind,
    server,
    proxy,
    world,
    async phone(browser) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await signInThroughMailbox(page, { ...server, url: origin }, world.email);
      await workerInCharge(page);
      return { context, page };
    },
    async round(phone, sender, planned) {
      const started = Date.now();
      const [{ now } = { now: new Date() }] = await db.query<{ now: Date }>('select now() as now');
      await db.query('delete from rate_limit_hits');
      const queued: Array<{ planned: Planned; tag: string; items: Array<NewOutboxItem & { id: string }> }> = [];
      for (const one of planned) {
        const tag = `Outbox ${one.case.name} ${randomBytes(4).toString('hex')}`;
        const items = (await one.case.queue(world, tag)).map((item) => ({ ...item, id: item.id ?? randomUUID() }));
        queued.push({ planned: one, tag, items });
      }
      proxy.reset();
      proxy.watch(queued.map(({ planned: one, items }) => ({ keys: items.map((item) => item.id), at: one.at, fault: one.fault })));
      const photos = world.photos.splice(0);
      await phone.page.goto(storagePage);
      await putInOutbox(
        phone.page,
        queued.flatMap((q) => q.items),
        world.ownerId,
        photos,
      );
      const ids = queued.flatMap((q) => q.items.map((item) => item.id));
      await sendAndWait(phone, sender, ids, planned.filter((one) => one.fault === 'delay').length);
      const cases: CaseResult[] = [];
      for (const { planned: one, tag, items } of queued)
        cases.push({
          case: one.case.name,
          at: one.at,
          fault: one.fault,
          requests: proxy.requestsOf(items.map((item) => item.id)),
          rows: await one.case.rows(world, tag),
        });
      const result: RoundResult = {
        cases,
        injected: proxy.injected(),
        photosQueued: photos.length,
        photosStored: await world.count(
          'select count(*)::int as n from uploads where owner_id = $1 and created_at >= $2',
          world.ownerId,
          now,
        ),
        orphanPhotos: await world.count(orphanPhotos, world.ownerId, now),
        leftoverUploads: await leftoverUploads(),
        ms: Date.now() - started,
      };
      await phone.page.goto(storagePage);
      await clearOutbox(phone.page);
      return result;
    },
    async close() {
      await server.close();
      await stop();
      await proxy.close();
    },
  };
}

/** Each case's requests in a round without faults, by case name: what a plan counts in. */
export const tracesOf = (round: RoundResult): Map<string, string[]> => new Map(round.cases.map((one) => [one.case, one.requests]));
