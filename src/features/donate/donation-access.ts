/**
 * The secret the server gives when a donation starts, kept in this browser so
 * the success page can ask about that donation (and nobody else can). Local
 * storage, since the provider's checkout may send the donor back in a new tab.
 * Old entries are dropped after a week; unreadable storage is treated as empty.
 */
import { storageKeys } from '../../lib/storage-keys';

interface Entry {
  token: string;
  at: number;
}

const week = 7 * 86_400_000;

function read(): Record<string, Entry> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.donations) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const entries = Object.entries(parsed as Record<string, unknown>).filter(
      (pair): pair is [string, Entry] =>
        typeof (pair[1] as Entry)?.token === 'string' &&
        typeof (pair[1] as Entry)?.at === 'number' &&
        Date.now() - (pair[1] as Entry).at < week,
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

export function rememberDonation(reference: string, token: string): void {
  try {
    localStorage.setItem(storageKeys.donations, JSON.stringify({ ...read(), [reference]: { token, at: Date.now() } }));
  } catch {
    // Without storage the success page cannot ask; the e-mailed receipt still arrives.
  }
}

export const accessTokenFor = (reference: string): string | null => read()[reference]?.token ?? null;
