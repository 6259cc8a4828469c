/**
 * Data the server already fetched for the first screen (server rendering):
 * the answers by resource key, read from a JSON block in the page. A screen's
 * first render uses them, so the page the server sent and the one the
 * browser hydrates are the same, and nothing is fetched twice.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface InitialData {
  /** Resource answers by key (see lib/stories/keys.ts). */
  resources: Record<string, unknown>;
  /** True while the browser takes over markup the server rendered. */
  hydrating: boolean;
  /** When this phone kept the page (the service worker answered it from its copy): its data is that old, and is asked for again. */
  keptAt?: number;
  /** On the server: told the screen's document title, for <head>. */
  onTitle?: (title: string) => void;
}

const Context = createContext<InitialData | null>(null);

export function InitialDataProvider({ value, children }: { value: InitialData | null; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useInitialData(): InitialData | null {
  return useContext(Context);
}

export const initialDataElementId = 'nnoboa-data';

/** Reads the JSON block the server put in the page, if any. */
export function readInitialData(): Record<string, unknown> | null {
  const element = typeof document !== 'undefined' ? document.getElementById(initialDataElementId) : null;
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When the service worker kept the page the browser is showing, if it came from its copy (`data-kept-at` on the root). */
export function readKeptAt(root: HTMLElement): number | undefined {
  const keptAt = Number(root.dataset.keptAt);
  return Number.isFinite(keptAt) && keptAt > 0 ? keptAt : undefined;
}
