import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n';
import type { ReadableError } from '../error-text';

/** Whole seconds left until `retryAt`, ticking down once a second (0 when there is nothing to wait for). */
export function useWaitLeft(retryAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = retryAt ? Math.max(0, Math.ceil((retryAt - now) / 1000)) : 0;
  useEffect(() => {
    if (!retryAt) return;
    const tick = () => setNow(Date.now());
    // At once (the clock may have moved on since the last wait), then every second.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [retryAt]);
  return left;
}

/**
 * A form's problem, said plainly. After a 429 it says how long to wait and
 * counts down (screen readers hear it once, not every second); once the wait
 * is over it goes away.
 */
export function ErrorNote({ error, id }: { error: ReadableError | null; id?: string }) {
  const t = useT();
  const left = useWaitLeft(error?.retryAt ?? null);
  if (!error) return null;
  if (error.retryAt === null) {
    return (
      <p id={id} className="error-text" role="alert">
        {error.text}
      </p>
    );
  }
  if (left === 0) return null;
  return (
    <div id={id}>
      <p className="visually-hidden" role="alert">
        {t('error.rateLimitWait', { count: error.wait })}
      </p>
      <p className="error-text" aria-hidden="true" data-testid="wait">
        {t('error.rateLimitWait', { count: left })}
      </p>
    </div>
  );
}
