/**
 * How old the data on screen is, when it came from this phone's cache rather
 * than the network: the offline banner says "updated 3 hours ago".
 */
type Listener = () => void;

const shown = new Map<string, number>();
const listeners = new Set<Listener>();
let oldest: number | null = null;

function changed() {
  oldest = shown.size ? Math.min(...shown.values()) : null;
  for (const listener of listeners) listener();
}

/** A screen shows cached data saved at `savedAt` (or, with null, fresh data). */
export function reportShown(id: string, savedAt: number | null): void {
  if (savedAt === null) {
    if (!shown.delete(id)) return;
  } else if (shown.get(id) === savedAt) return;
  else shown.set(id, savedAt);
  changed();
}

export const oldestShown = () => oldest;

export function subscribeFreshness(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
