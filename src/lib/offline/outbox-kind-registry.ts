/**
 * The outbox kinds this app knows, as the app gives them: the service worker
 * builds its list in, a page is handed a loader at start and loads the list
 * only when the outbox is used, so the first screen carries none of it.
 */
import type { AnyOutboxKind } from './outbox-kind';

export type OutboxKinds = readonly AnyOutboxKind[];
/** The list itself, or a loader of it. */
export type OutboxKindSource = OutboxKinds | (() => Promise<OutboxKinds>);

let provided: (() => Promise<OutboxKinds>) | null = null;
let loading: Promise<ReadonlyMap<string, AnyOutboxKind>> | null = null;
let known: ReadonlyMap<string, AnyOutboxKind> = new Map();

/** The app names its kinds once, when it starts. */
export function provideOutboxKinds(load: () => Promise<OutboxKinds>): void {
  provided = load;
  loading = null;
}

export function indexKinds(kinds: OutboxKinds): ReadonlyMap<string, AnyOutboxKind> {
  const byName = new Map<string, AnyOutboxKind>();
  for (const kind of kinds) {
    if (byName.has(kind.name)) throw new Error(`Two outbox kinds are named "${kind.name}"`);
    byName.set(kind.name, kind);
  }
  return byName;
}

/** The kinds the app provided, loaded once. */
export function loadOutboxKinds(): Promise<ReadonlyMap<string, AnyOutboxKind>> {
  const load = provided;
  if (!load) return Promise.reject(new Error('The app has not named its outbox kinds (provideOutboxKinds).'));
  loading ??= load().then((kinds) => (known = indexKinds(kinds)));
  loading.catch(() => (loading = null));
  return loading;
}

/** A kind by its name once loaded (the outbox's screens show items only after it is); undefined before, or for a name this app no longer knows. */
export function loadedOutboxKind(name: string): AnyOutboxKind | undefined {
  return known.get(name);
}
