/**
 * What a user may change on their own profile row, and how each value is
 * checked and normalised. Shared by the provider API and the REST endpoint.
 */
import { ghanaRegions, normaliseGhanaPhone } from '../../contract/rules/ghana';
import { numberFormats, pluralForm } from '../../contract/rules/numbers';
import { profileLimits } from '../../contract/rules/profile';
import type { EditableProfile } from './repository';

export const editableProfileFields = ['full_name', 'phone', 'region', 'avatar_url', 'bio'] as const;
/** Columns that exist but only the system or an admin may set. */
export const protectedProfileFields = ['id', 'email', 'role', 'verification_status', 'created_at', 'updated_at'] as const;

export type ProfileProblem =
  | { kind: 'unknown'; field: string; message: string }
  | { kind: 'forbidden'; field: string; message: string }
  | { kind: 'invalid'; field: string; message: string };

type Result = { ok: true; fields: EditableProfile } | { ok: false; problem: ProfileProblem };

const invalid = (field: string, message: string): Result => ({
  ok: false,
  problem: { kind: 'invalid', field, message: `${field} ${message}` },
});

function text(value: unknown, field: string, max: number, min = 0): string | null | Result {
  if (value === null) return null;
  if (typeof value !== 'string') return invalid(field, 'must be text');
  const trimmed = value.trim();
  if (trimmed === '') return min > 0 ? invalid(field, `must have at least ${characters(min)}`) : null;
  if (trimmed.length > max) return invalid(field, `must have at most ${characters(max)}`);
  if (trimmed.length < min) return invalid(field, `must have at least ${characters(min)}`);
  return trimmed;
}

const english = numberFormats('en');
const characters = (count: number) => `${english.count(count)} ${pluralForm(english, count, { one: 'character', other: 'characters' })}`;

const isResult = (value: unknown): value is Result => typeof value === 'object' && value !== null && 'ok' in value;

export function checkProfilePatch(patch: Record<string, unknown>): Result {
  const fields: EditableProfile = {};
  for (const [field, value] of Object.entries(patch)) {
    if ((protectedProfileFields as readonly string[]).includes(field)) {
      return { ok: false, problem: { kind: 'forbidden', field, message: `${field} cannot be changed by its owner` } };
    }
    if (!(editableProfileFields as readonly string[]).includes(field)) {
      return { ok: false, problem: { kind: 'unknown', field, message: `Unknown field: ${field}` } };
    }
    if (field === 'full_name') {
      const name = text(value, field, profileLimits.fullName.max, profileLimits.fullName.min);
      if (isResult(name)) return name;
      fields.full_name = name;
    } else if (field === 'bio') {
      const bio = text(value, field, profileLimits.bio.max);
      if (isResult(bio)) return bio;
      fields.bio = bio;
    } else if (field === 'phone') {
      if (value === null || value === '') fields.phone = null;
      else if (typeof value !== 'string') return invalid(field, 'must be text');
      else {
        const phone = normaliseGhanaPhone(value);
        if (!phone) return invalid(field, 'must be a Ghana number like 024 123 4567 or +233 24 123 4567');
        fields.phone = phone;
      }
    } else if (field === 'region') {
      if (value === null || value === '') fields.region = null;
      else if (typeof value !== 'string' || !(ghanaRegions as readonly string[]).includes(value)) {
        return invalid(field, 'must be one of the 16 regions of Ghana');
      } else fields.region = value;
    } else if (field === 'avatar_url') {
      const url = text(value, field, profileLimits.avatarUrl.max);
      if (isResult(url)) return url;
      if (url !== null && !url.startsWith('/uploads/') && !/^https:\/\/[^\s]+$/.test(url)) {
        return invalid(field, 'must be an uploaded image or an https address');
      }
      fields.avatar_url = url;
    }
  }
  return { ok: true, fields };
}
