/**
 * What waits in the outbox as a person queued it: "1 story (with 1 photo)",
 * not "2". A photo sent with a story (or an update, a receipt) counts with
 * it; a photo waiting on its own counts as a photo.
 */
import type { MessageKey, Translate } from '../i18n/i18n';
import type { OutboxItem } from './outbox';

const waitingStates = new Set(['waiting', 'sending']);

export interface QueuedCount {
  kind: string;
  count: number;
  photos: number;
}

/** The waiting items a person queued, by kind, in the order first queued, each with the photos that travel with them. */
export function queuedCounts(items: readonly OutboxItem[]): QueuedCount[] {
  const carried = new Set(items.flatMap((item) => item.dependsOn));
  const counts = new Map<string, QueuedCount>();
  for (const item of items) {
    if (carried.has(item.id) || !waitingStates.has(item.state)) continue;
    const count = counts.get(item.kind) ?? { kind: item.kind, count: 0, photos: 0 };
    count.count += 1;
    count.photos += items.filter((other) => item.dependsOn.includes(other.id) && other.state !== 'sent').length;
    counts.set(item.kind, count);
  }
  return [...counts.values()];
}

/** "1 story (with 1 photo) and 1 report", in the reader's language. */
export function queuedText(t: Translate, lang: string, counts: readonly QueuedCount[]): string {
  const parts = counts.map(({ kind, count, photos }) => {
    const what = t(`outbox.count.${kind}` as MessageKey, { count });
    return photos > 0 ? t('outbox.count.withPhotos', { what, count: photos }) : what;
  });
  return new Intl.ListFormat(lang === 'fr' ? 'fr' : 'en', { type: 'conjunction' }).format(parts);
}
