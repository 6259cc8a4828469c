/**
 * A write that takes effect once per Idempotency-Key, even through a crash:
 * the key is recorded in the same transaction as the write, so a write that
 * committed is never run again. A repeat (its answer lost, or the server died
 * before storing it) gets the id of what the first one wrote, to answer with.
 */
import type { Database, Queryable } from '../db/database';
import { conflict, DomainError } from '../domain/errors';
import { idempotencyRepository } from './repository';

export type WriteOutcome = { id: string; replayed: false } | { id: string; replayed: true };

/** What the write made before, when this key already wrote something; null otherwise. */
export async function earlierWrite(db: Queryable, key: string | undefined, kind: string): Promise<string | null> {
  if (!key) return null;
  const earlier = await idempotencyRepository.findWrite(db, key);
  if (!earlier) return null;
  if (earlier.kind !== kind || !earlier.entity_id)
    throw new DomainError('unprocessable', 'This Idempotency-Key was already used for a different request.', 'idempotency_key_reused');
  return earlier.entity_id;
}

/** Runs `write` (which returns the id of what it made) in a transaction recording `key`, unless the key already wrote. */
export async function writeOnce(
  db: Database,
  key: string | undefined,
  kind: string,
  write: (tx: Queryable) => Promise<string>,
): Promise<WriteOutcome> {
  if (!key) return { id: await db.transaction(write), replayed: false };
  const outcome = await db.transaction(async (tx): Promise<WriteOutcome | null> => {
    // A concurrent transaction with the same key makes this wait until it commits or rolls back.
    if (!(await idempotencyRepository.recordWrite(tx, key, kind))) return null;
    const id = await write(tx);
    await idempotencyRepository.setWriteEntity(tx, key, id);
    return { id, replayed: false };
  });
  if (outcome) return outcome;
  const id = await earlierWrite(db, key, kind);
  if (!id) throw conflict('This request is still being processed. Try again in a moment.', 'idempotency_in_progress');
  return { id, replayed: true };
}
