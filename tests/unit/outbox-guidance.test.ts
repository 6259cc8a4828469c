// What the outbox list says beside an item that cannot go on its own: what the person can do about a refused one (and
// where), and why an item waits for another.
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxKinds } from '../../src/app/outbox-kinds';
import type { OutboxItem } from '../../src/lib/offline/outbox';
import { loadOutboxKinds, provideOutboxKinds } from '../../src/lib/offline/outbox-kind-registry';
import { guidanceFor } from '../../src/lib/ui/outbox-guidance';
import { outboxItem } from '../helpers/outbox-items';

beforeAll(async () => {
  provideOutboxKinds(async () => outboxKinds);
  await loadOutboxKinds();
});

const item = (id: string, kind: string, fields: Partial<OutboxItem> = {}) => outboxItem({ id, kind, ...fields });

describe('the outbox list', () => {
  it('sends the person to the story to change a refused photo, and says the story waits for it', () => {
    const photo = item('photo', 'upload', { state: 'attention', error: 'This photo is larger than 8 MB.' });
    const story = item('story', 'campaign', { dependsOn: ['photo'], payload: { draftId: 'draft-1' } });
    const items = [photo, story];
    expect(guidanceFor(photo, items)).toEqual({
      note: { key: 'outbox.attention.editIn', what: story },
      fixAt: '/create?draft=draft-1',
      removable: false,
      retry: false,
    });
    expect(guidanceFor(story, items)).toEqual({
      note: { key: 'outbox.waitsFor.attention', what: photo },
      fixAt: null,
      removable: false,
      retry: false,
    });
  });

  it('offers to remove a refused photo of an update with the update, and to edit a refused story', () => {
    const photo = item('photo', 'upload', { state: 'attention' });
    const update = item('update', 'update', { dependsOn: ['photo'] });
    expect(guidanceFor(photo, [photo, update])).toMatchObject({
      note: { key: 'outbox.attention.removeWith', what: update },
      removable: true,
    });
    const story = item('story', 'campaign', { state: 'attention', payload: { draftId: 'draft-2' } });
    expect(guidanceFor(story, [story])).toMatchObject({
      note: { key: 'outbox.attention.edit' },
      fixAt: '/create?draft=draft-2',
      removable: false,
    });
  });

  it('offers to try again or remove a refused report, and says a story waits for a photo still on its way', () => {
    const report = item('report', 'report', { state: 'attention' });
    expect(guidanceFor(report, [report])).toEqual({
      note: { key: 'outbox.attention.retryOrRemove' },
      fixAt: null,
      removable: true,
      retry: true,
    });
    const photo = item('photo', 'upload', { state: 'sending' });
    const story = item('story', 'campaign', { dependsOn: ['photo'], payload: { draftId: 'd' } });
    expect(guidanceFor(story, [photo, story]).note).toEqual({ key: 'outbox.waitsFor.sending', what: photo });
    expect(guidanceFor(item('profile', 'profile'), []).note).toBeNull();
  });
});
