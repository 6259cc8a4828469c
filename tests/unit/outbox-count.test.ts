import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n/i18n';
import type { OutboxItem } from '../../src/lib/offline/outbox';
import { queuedCounts, queuedText } from '../../src/lib/offline/outbox-count';
import en from '../../src/locales/en.json';
import fr from '../../src/locales/fr.json';

const item = (id: string, kind: string, state: OutboxItem['state'], dependsOn: string[] = []) =>
  ({ id, kind, state, dependsOn, label: id }) as unknown as OutboxItem;

describe('what the outbox banner counts', () => {
  it('counts a story with its photo as one story, as the person queued it', () => {
    const items = [item('p1', 'upload', 'waiting'), item('s1', 'campaign', 'waiting', ['p1'])];
    const counts = queuedCounts(items);
    expect(counts).toEqual([{ kind: 'campaign', count: 1, photos: 1 }]);
    expect(translator(en, 'en')('outbox.bannerWaiting', { what: queuedText(translator(en, 'en'), 'en', counts) })).toBe(
      '1 story (with 1 photo) waiting to be sent.',
    );
    expect(translator(fr, 'fr')('outbox.bannerWaiting', { what: queuedText(translator(fr, 'fr'), 'fr', counts) })).toBe(
      '1 histoire (avec 1 photo) en attente d’envoi.',
    );
  });

  it('names each kind, leaves out what was sent, and counts a photo alone as a photo', () => {
    const items = [
      item('p1', 'upload', 'sent'),
      item('p2', 'upload', 'waiting'),
      item('s1', 'campaign', 'sending', ['p1', 'p2']),
      item('w1', 'word', 'waiting'),
      item('w2', 'word', 'waiting'),
      item('r1', 'report', 'sent'),
      item('p3', 'upload', 'waiting'),
    ];
    const t = translator(en, 'en');
    expect(queuedText(t, 'en', queuedCounts(items))).toBe('1 story (with 1 photo), 2 words of support, and 1 photo');
    expect(queuedCounts([item('r1', 'report', 'sent')])).toEqual([]);
  });
});
