/**
 * The page's side of the outbox, and what makes it send: app start, the
 * browser coming back online, the tab becoming visible, a timer at the next
 * retry. Background Sync, where the browser has it, makes the service worker
 * send the same outbox itself, even with no page open (./outbox-sync). Tabs
 * and the worker tell each other about changes on a BroadcastChannel.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readStoredUser } from '../auth/stored-user';
import { hasStoredSession, loadSupabase } from '../auth/supabase';
import { Outbox, type NewOutboxItem, type OutboxItem } from './outbox';
import { loadOutboxKinds } from './outbox-kind-registry';
import { outboxChannel, outboxSyncTag, type OutboxMessage } from './outbox-sync';
import { createTransport, type SessionSource } from './outbox-transport';

export interface UploadProgress {
  sent: number;
  total: number;
}

const listeners = new Set<() => void>();
const progressListeners = new Set<() => void>();
const progress = new Map<string, UploadProgress>();
let snapshot: OutboxItem[] = [];
let channel: BroadcastChannel | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let instance: Outbox | null = null;
let started: Promise<void> | null = null;

async function refresh(): Promise<void> {
  snapshot = await outbox().list();
  for (const listener of listeners) listener();
}

function changed(): void {
  void refresh();
  channel?.postMessage({ type: 'changed' } satisfies OutboxMessage);
}

function showProgress(itemId: string, sent: number, total: number): void {
  progress.set(itemId, { sent, total });
  for (const listener of progressListeners) listener();
}

const pageSession: SessionSource = {
  async current() {
    if (!hasStoredSession()) return null;
    const [supabase, { freshSession }] = await Promise.all([loadSupabase(), import('../auth/session-store')]);
    return freshSession(supabase.auth);
  },
};

export function outbox(): Outbox {
  if (!instance) {
    const transport = createTransport({
      origin: window.location.origin,
      session: pageSession,
      inWorker: false,
      photoSender: () => import('./photo-upload').then((m) => m.sendPhotoBytes),
      onProgress: showProgress,
      kinds: async () => [...(await loadOutboxKinds()).values()],
    });
    instance = new Outbox({ transport, onChange: changed, onSent: (item) => transport.sent(item) });
  }
  return instance;
}

async function schedule(): Promise<void> {
  clearTimeout(timer);
  const next = await outbox().nextAttemptAt();
  if (next === null) return;
  timer = setTimeout(() => void flushOutbox(), Math.max(2000, next - Date.now()));
}

async function registerSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(outboxSyncTag);
  } catch {
    // No Background Sync here: the other triggers still send.
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends what is due now, then plans the next attempt. A call while a send is
 * under way in this tab waits for it and makes it go round once more, so the
 * caller's own items are tried before the promise resolves.
 */
export function flushOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    await startOutbox();
    do {
      again = false;
      if (navigator.onLine) await outbox().flush();
    } while (again);
    await schedule();
    if ((await outbox().nextAttemptAt()) !== null) await registerSync();
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Queues items as the person signed in now (only their session will send them). */
export async function enqueue(items: NewOutboxItem[]): Promise<OutboxItem[]> {
  await startOutbox();
  const userId = readStoredUser()?.id ?? null;
  const added = await outbox().enqueue(items.map((item) => ({ userId, ...item })));
  void flushOutbox();
  return added;
}

export type Handed = { state: 'sent' | 'queued' } | { state: 'attention'; error: string };

/**
 * One write through the outbox, for a form (with the photos it carries, if
 * any): sent at once when online, kept and sent later when not. A refusal
 * (4xx) of any of them comes back to the form to fix, and they are dropped
 * from the outbox, since the form still holds what was typed.
 */
export async function sendNowOrLater(item: NewOutboxItem | NewOutboxItem[]): Promise<Handed> {
  const added = await enqueue(Array.isArray(item) ? item : [item]);
  await flushOutbox();
  const after = await Promise.all(added.map((one) => outbox().get(one.id)));
  const refused = after.find((one) => one?.state === 'attention');
  if (refused) {
    for (const one of added) await outbox().remove(one.id);
    return { state: 'attention', error: refused.error ?? '' };
  }
  return { state: added.length > 0 && after.every((one) => one?.state === 'sent') ? 'sent' : 'queued' };
}

/** Once per page: send, and keep sending whenever it makes sense (a send first puts back what a crash left half-sent). */
export function startOutbox(): Promise<void> {
  started ??= (async () => {
    // The screens that list items ask their kinds how to show them (a send loads them again if this failed).
    await loadOutboxKinds().catch(() => undefined);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(outboxChannel);
      channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
        if (event.data?.type === 'progress') showProgress(event.data.itemId, event.data.sent, event.data.total);
        else void refresh();
      };
    }
    window.addEventListener('online', () => void outbox().wake().then(flushOutbox));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void flushOutbox();
    });
    await refresh();
    void flushOutbox();
  })();
  return started;
}

export async function signedInAgain(): Promise<void> {
  await outbox().signedIn();
  void flushOutbox();
}

/** Every outbox item, kept current, for the screens that show what waits and what was sent. */
export function useOutboxItems(): OutboxItem[] {
  useEffect(() => {
    void startOutbox();
  }, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}

/** Upload progress (bytes sent of the photo's size) of an item being sent from this page. */
export function useUploadProgress(itemId: string | null): UploadProgress | null {
  const [value, setValue] = useState<UploadProgress | null>(null);
  useEffect(() => {
    if (!itemId) return;
    const update = () => setValue(progress.get(itemId) ?? null);
    progressListeners.add(update);
    return () => {
      progressListeners.delete(update);
    };
  }, [itemId]);
  return value;
}
