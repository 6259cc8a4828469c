/**
 * What the team's decision does to a word, inside its transaction:
 * approve (waiting → shown), reject (waiting → refused, with a reason),
 * remove (shown or hidden → removed, with a reason), keep (a reported word
 * stays as it is). Remove and keep close the word's open reports. Any other
 * combination is a 409 and changes nothing.
 */
import { moderationLimits } from '../../contract/rules/moderation';
import type { WordDecision, WordStatus } from '../../contract/rules/words';
import type { Queryable } from '../db/database';
import { conflict, invalid } from '../domain/errors';
import { wordsRepository, type WordRow } from './repository';

const from: Record<WordDecision, readonly WordStatus[]> = {
  approve: ['pending'],
  reject: ['pending'],
  remove: ['shown', 'hidden'],
  keep: ['shown', 'hidden'],
};

const to: Record<Exclude<WordDecision, 'keep'>, WordStatus> = { approve: 'shown', reject: 'rejected', remove: 'removed' };

export async function decideWord(
  tx: Queryable,
  word: WordRow,
  decision: WordDecision,
  rawReason: string | undefined,
  by: string,
): Promise<{ reason: string | null; changesPublic: boolean }> {
  if (!from[decision].includes(word.status))
    throw conflict(
      `This word of support is ${word.status}: it cannot be ${decision === 'keep' ? 'kept' : `${decision}d`}.`,
      'State cannot follow',
    );
  const reason = rawReason?.trim() || null;
  const needsReason = decision === 'reject' || decision === 'remove';
  const { min, max } = moderationLimits.reason;
  if (needsReason && (!reason || reason.length < min || reason.length > max))
    throw invalid(`Say why, in ${min} to ${max} characters: the author may ask.`, 'Reason required', 'reason');
  if (decision !== 'keep') await wordsRepository.setStatus(tx, word.id, to[decision], { by, reason: needsReason ? reason : null });
  if (decision === 'remove' || decision === 'keep') await wordsRepository.closeReports(tx, word.id);
  return { reason, changesPublic: decision === 'approve' || (decision === 'remove' && word.status === 'shown') };
}
