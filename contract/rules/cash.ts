/**
 * The rules of cash collected in person (a funeral collection, a church
 * offering), shared by the browser (to guide owners and co-signers) and the
 * server (which enforces them; the database refuses the rest). Confirmed cash
 * counts toward a story's progress, never toward what it can withdraw. Money
 * is whole pesewas.
 */

/** `pending` until a co-signer (or an admin, for a story without co-signers) `confirmed` or `refused` it. */
export const cashStatuses = ['pending', 'confirmed', 'refused'] as const;
export type CashStatus = (typeof cashStatuses)[number];

/** Who decided: one of the story's co-signers, or an admin when the story had none. */
export const cashDeciders = ['cosigner', 'admin'] as const;
export type CashDecider = (typeof cashDeciders)[number];

/** A story that can take cash records: live, paused or closed (cash counted after the end still counts). */
export const cashStoryStatuses = ['active', 'paused', 'completed'] as const;

export const cashLimits = {
  /** ₵1 to ₵1,000,000 in one record. */
  amount: { min: 100, max: 100_000_000 },
  /** Where or what, after trimming spaces: "Saturday funeral collection". */
  place: { min: 3, max: 120 },
  /** An optional note, after trimming. */
  note: { max: 500 },
  /** Why a co-signer or an admin refused it; the owner reads it. */
  reason: { min: 3, max: 1000 },
  /** How far back a collection may be dated, in days. */
  daysBack: 366,
  /** Records one owner may make in a day. */
  perDay: 30,
} as const;

/** Today in Ghana (UTC), as YYYY-MM-DD. */
export const ghanaToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Whether a collection date is a real day, not in the future and not too far back. */
export function collectionDateOk(day: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) return false;
  const earliest = new Date(`${ghanaToday(now)}T00:00:00Z`).getTime() - cashLimits.daysBack * 86_400_000;
  return day <= ghanaToday(now) && at.getTime() >= earliest;
}
