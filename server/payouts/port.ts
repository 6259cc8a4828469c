/** What other domains may ask of money out, in the caller's transaction: a story's co-signers (cash collected in person is theirs to confirm). */
import type { Queryable } from '../db/database';
import { treasurersRepository } from './treasurers-repository';

export const cosignersPort = {
  /** Whether this person co-signs the story (accepted). */
  isCosigner: async (db: Queryable, campaignId: string, userId: string) =>
    (await treasurersRepository.acceptedFor(db, campaignId, userId)) !== null,
  /** The story's co-signers who can decide now (accepted, with an account). */
  count: async (db: Queryable, campaignId: string) => (await treasurersRepository.voters(db, campaignId)).length,
};
