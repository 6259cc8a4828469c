/**
 * What the outbox list says beside an item that cannot go on its own: for
 * one the server refused, what the person can do (and where); for one that
 * waits for another, which one and why. Each kind says where it is fixed
 * (../offline/outbox-kind.ts); a photo is fixed where the item it travels
 * with is.
 */
import type { MessageKey } from '../i18n/i18n';
import type { OutboxItem } from '../offline/outbox';
import { loadedOutboxKind } from '../offline/outbox-kind-registry';

export interface Guidance {
  note: { key: MessageKey; what?: OutboxItem } | null;
  /** Where in the app to fix it. */
  fixAt: string | null;
  /** The person may take it out of the outbox here (a story is taken back in its form). */
  removable: boolean;
  /** "Try again" makes sense: it waits, or was refused for something the person can put right elsewhere. */
  retry: boolean;
}

const kindOf = (item: OutboxItem) => loadedOutboxKind(item.kind);
const fixOf = (item: OutboxItem) => kindOf(item)?.fixAt?.(item.payload as never) ?? null;

export function guidanceFor(item: OutboxItem, items: readonly OutboxItem[]): Guidance {
  // The item a photo travels with: it is fixed, and taken out, with that one.
  const carrier = kindOf(item)?.carried ? items.find((other) => other.dependsOn.includes(item.id)) : undefined;
  // A sent item is cleared the same way whatever its kind; one not sent yet stays while a form keeps it.
  const removable = item.state === 'sent' || (!kindOf(item)?.keptByForm && !(carrier && kindOf(carrier)?.keptByForm));
  if (item.state === 'attention') {
    const own = fixOf(item);
    if (own) return { note: { key: 'outbox.attention.edit' }, fixAt: own, removable, retry: false };
    const carrierFix = carrier ? fixOf(carrier) : null;
    if (carrier && carrierFix)
      return { note: { key: 'outbox.attention.editIn', what: carrier }, fixAt: carrierFix, removable, retry: false };
    if (carrier) return { note: { key: 'outbox.attention.removeWith', what: carrier }, fixAt: null, removable, retry: false };
    return { note: { key: 'outbox.attention.retryOrRemove' }, fixAt: null, removable, retry: true };
  }
  if (item.state === 'waiting' && !item.needsSignIn) {
    const before = item.dependsOn.map((id) => items.find((other) => other.id === id)).filter((other) => other && other.state !== 'sent');
    const refused = before.find((other) => other?.state === 'attention');
    if (refused) return { note: { key: 'outbox.waitsFor.attention', what: refused }, fixAt: null, removable, retry: false };
    if (before[0]) return { note: { key: 'outbox.waitsFor.sending', what: before[0] }, fixAt: null, removable, retry: true };
  }
  return { note: null, fixAt: null, removable, retry: item.state === 'waiting' };
}
