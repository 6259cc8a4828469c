/** Reasons and notes admins write: trimmed, and required where the owner or the audit log needs a "why". */
import { invalid } from '../domain/errors';
import { moderationLimits } from '../../contract/rules/moderation';

const { min, max } = moderationLimits.reason;

/** The trimmed text, or a 400 naming the field when it is missing or too short. */
export function requiredReason(value: string | undefined, field: string, when: string): string {
  const text = value?.trim() ?? '';
  if (text.length === 0) throw invalid(`${field} is required ${when}`, 'Missing reason', field);
  if (text.length < min) throw invalid(`${field} must have at least ${min} characters`, 'Reason too short', field);
  if (text.length > max) throw invalid(`${field} must have at most ${max} characters`, 'Reason too long', field);
  return text;
}

/** The trimmed text, or null when nothing was written. */
export function optionalReason(value: string | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (text.length === 0) return null;
  if (text.length > max) throw invalid(`${field} must have at most ${max} characters`, 'Reason too long', field);
  return text;
}
