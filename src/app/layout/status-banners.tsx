/**
 * The app's standing messages: offline (and how old the stories shown are),
 * a full disk, what waits in the outbox, and a new version to load.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { outboxChannel } from '../../../contract/names/outbox';
import { useI18n } from '../../lib/i18n/i18n';
import { ageText } from '../../lib/offline/age-text';
import { queuedCounts, queuedText, type QueuedCount } from '../../lib/offline/outbox-count';
import { oldestShown, subscribeFreshness } from '../../lib/offline/freshness';
import { isStorageFull, subscribeStorageStatus } from '../../lib/offline/storage-status';
import { useOnline } from '../../lib/online';
import { subscribeUpdate, updateWaiting } from '../../lib/service-worker';
import type { OutboxItem } from '../../lib/offline/outbox';

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** What waits in the outbox, without loading the outbox on pages that never used it. */
function useOutboxSummary(): { waiting: QueuedCount[]; attention: number } {
  const [summary, setSummary] = useState<{ waiting: QueuedCount[]; attention: number }>({ waiting: [], attention: 0 });
  useEffect(() => {
    let unsubscribe = () => undefined as void;
    let current = true;
    void import('../../lib/offline/db').then(
      async ({ database }) => {
        const count = await (await database()).count('outbox');
        if (!current || count === 0) return;
        const { startOutbox, outbox } = await import('../../lib/offline/outbox-service');
        await startOutbox();
        const update = async () => {
          const items: OutboxItem[] = await outbox().list();
          if (current)
            setSummary({
              waiting: queuedCounts(items),
              attention: items.filter((i) => i.state === 'attention').length,
            });
        };
        const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(outboxChannel) : null;
        if (channel) channel.onmessage = (event: MessageEvent<{ type?: string }>) => void (event.data?.type !== 'progress' && update());
        const timer = setInterval(() => void update(), 5000);
        unsubscribe = () => {
          channel?.close();
          clearInterval(timer);
        };
        await update();
      },
      () => undefined,
    );
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);
  return summary;
}

/** The banners sit under the fixed header: pages move down by their height (--banner-h), so no heading is ever hidden. */
function useBannerHeight() {
  const banners = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = banners.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--banner-h', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--banner-h');
    };
  }, []);
  return banners;
}

export function StatusBanners() {
  const { t, lang } = useI18n();
  const online = useOnline();
  const savedAt = useSyncExternalStore(subscribeFreshness, oldestShown, () => null);
  const full = useSyncExternalStore(subscribeStorageStatus, isStorageFull, () => false);
  const update = useSyncExternalStore(subscribeUpdate, updateWaiting, () => null);
  const outbox = useOutboxSummary();
  const now = useNow(60_000);
  const banners = useBannerHeight();

  return (
    <div className="status-banners" aria-live="polite" ref={banners}>
      {!online && (
        <p className="status-banner offline" role="status">
          {t('offline.banner')} {savedAt !== null && t('offline.savedAge', { age: ageText(t, savedAt, now) })}
        </p>
      )}
      {full && (
        <p className="status-banner warning" role="alert">
          {t('offline.storageFull')}
        </p>
      )}
      {(outbox.waiting.length > 0 || outbox.attention > 0) && (
        <p className="status-banner info">
          {outbox.attention > 0
            ? t('outbox.bannerAttention', { count: outbox.attention })
            : t('outbox.bannerWaiting', { what: queuedText(t, lang, outbox.waiting) })}{' '}
          <Link to="/dashboard#outbox">{t('outbox.view')}</Link>
        </p>
      )}
      {update && (
        <p className="status-banner update" role="status">
          {t('sw.updateAvailable')}{' '}
          <button type="button" className="btn btn-primary" onClick={update}>
            {t('sw.reload')}
          </button>
        </p>
      )}
    </div>
  );
}
