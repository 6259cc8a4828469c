/**
 * Loads something for a screen and keeps it while the key is the same:
 * { data, error, loading }, with a reload. The offline store plugs in here
 * (cached data first, then the network).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from './api-error';

export interface Resource<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ key: string | null; data: T | null; error: ApiError | null; done: boolean }>({ key: null, data: null, error: null, done: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) => current && setState({ key, data, error: null, done: true }),
      (error: ApiError) => current && setState((previous) => ({ key, data: previous.key === key ? previous.data : null, error, done: true })),
    );
    return () => {
      current = false;
    };
    // `load` is recreated each render; the key says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key;
  return { data: fresh ? state.data : null, error: fresh ? state.error : null, loading: key !== null && (!fresh || !state.done), reload };
}
