/** Whether the phone's storage refused a write (a full disk), for the app to say so. */
type Listener = () => void;

let full = false;
const listeners = new Set<Listener>();

export function setStorageFull(value: boolean): void {
  if (full === value) return;
  full = value;
  for (const listener of listeners) listener();
}

export const isStorageFull = () => full;

export function subscribeStorageStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
