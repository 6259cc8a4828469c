/** A profile edit made offline, as an outbox item (`PUT /api/auth/profile`): the same fields, sent once back online. */
import { defineOutboxKind } from '../offline/outbox-kind';
import type { ProfilePatch } from '../../../contract/api/users';

export interface ProfilePayload {
  body: ProfilePatch;
}

export const profileKind = defineOutboxKind<ProfilePayload>({
  name: 'profile',
  send: ({ payload, write }) => write('PUT', '/api/auth/profile', payload.body),
});
