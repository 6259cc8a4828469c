/**
 * Loads something for a screen: what this phone saved last time is shown at
 * once, then the network's answer replaces it and is saved for next time
 * (offline, the saved copy stays, and the banner says how old it is).
 * Returns { data, error, loading, savedAt, reload }.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiError } from './api-error';
import { resourceNames } from '../../contract/names/resources';
import { useInitialData } from './initial-data';
import type { Cached } from './offline/cache';
import { reportShown } from './offline/freshness';

// The phone's store is loaded with the first read or write, not with the first screen.
const readCache = <T>(key: string): Promise<Cached<T> | null> => import('./offline/cache').then((cache) => cache.readCache<T>(key));
const writeCache = (key: string, data: unknown): Promise<void> => import('./offline/cache').then((cache) => cache.writeCache(key, data));

export interface Resource<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** When the data shown was saved on this phone; null when it is fresh from the network. */
  savedAt: number | null;
  reload: () => void;
}

interface State<T> {
  key: string | null;
  data: T | null;
  error: ApiError | null;
  done: boolean;
  savedAt: number | null;
}

/** Whether the server found `key` to be something nobody signed out may see (it rendered "not there", with a 404). */
const servedMissing = (served: Record<string, unknown> | undefined, key: string | null) => {
  const missing = served?.[resourceNames.missing];
  return key !== null && Array.isArray(missing) && missing.includes(key);
};

/** The server's "not there" as the API would have said it (its shape only: the error class stays off the first screen). */
const notThere = { name: 'ApiError', message: 'Not found.', type: 'client', status: 404 } as ApiError;

export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  // What the server rendered with: the first render shows exactly that, and it is not fetched again,
  // unless the page came from the phone's kept copy: then it is as old as that copy, and asked for again.
  // What it found missing shows as not found, and is asked for again: the owner of a story under review sees it, signed in.
  const initial = useInitialData();
  const served = initial?.resources;
  const keptAt = initial?.keptAt;
  const [state, setState] = useState<State<T>>(() =>
    key !== null && served && key in served
      ? { key, data: served[key] as T, error: null, done: true, savedAt: null }
      : servedMissing(served, key)
        ? { key, data: null, error: notThere, done: true, savedAt: null }
        : { key: null, data: null, error: null, done: false, savedAt: null },
  );
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  const fromServer = useRef(state.data !== null ? state.key : null);
  // Found missing by the server: asked for again, but never shown from the phone's older copy meanwhile.
  const missingOnServer = useRef(servedMissing(served, key) ? key : null);

  useEffect(() => {
    if (key === null) return;
    const kept = fromServer.current === key && attempt === 0 && keptAt !== undefined;
    if (fromServer.current === key && attempt === 0 && !kept) {
      fromServer.current = null;
      if (state.data !== null) void writeCache(key, state.data);
      return;
    }
    fromServer.current = null;
    const missing = missingOnServer.current === key && attempt === 0;
    missingOnServer.current = null;
    let current = true;
    let fresh = false;
    // The kept page's data, shown with its age until the network answers (offline, it stays, and the banner says how old it is).
    if (kept) setState((previous) => (previous.key === key ? { ...previous, savedAt: keptAt, done: false } : previous));
    else if (!missing)
      void readCache<T>(key).then((cached) => {
        if (!current || fresh || !cached) return;
        setState((previous) =>
          previous.key === key && previous.savedAt === null && previous.data !== null
            ? previous
            : { key, data: cached.data, error: null, done: false, savedAt: cached.savedAt },
        );
      });
    load().then(
      (data) => {
        fresh = true;
        if (current) setState({ key, data, error: null, done: true, savedAt: null });
        void writeCache(key, data);
      },
      (error: ApiError) => {
        if (!current) return;
        // Keep what is shown (saved or earlier) and say what failed.
        void readCache<T>(key).then((cached) => {
          if (!current) return;
          setState((previous) => {
            const kept =
              previous.key === key && previous.data !== null
                ? previous
                : cached
                  ? { ...previous, data: cached.data, savedAt: cached.savedAt }
                  : { ...previous, data: null, savedAt: null };
            return { ...kept, key, error, done: true };
          });
        });
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated each render and `state` is read once; the key says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const matches = state.key === key;
  const savedAt = matches ? state.savedAt : null;
  useEffect(() => {
    reportShown(id, savedAt);
    return () => reportShown(id, null);
  }, [id, savedAt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: matches ? state.data : null,
    error: matches ? state.error : null,
    loading: key !== null && (!matches || !state.done),
    savedAt,
    reload,
  };
}
