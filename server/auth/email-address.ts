/** E-mail addresses as the auth endpoints take them: trimmed, lower-cased, and refused in GoTrue's words when malformed. */
import { authErrors } from './errors';

// The same shape the request schemas check elsewhere (ajv-formats' `email`).
const shape =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function normaliseEmail(raw: string | undefined | null): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (email === '') throw authErrors.emailRequired();
  if (email.length < 3 || email.length > 254 || !shape.test(email)) throw authErrors.emailInvalid();
  return email;
}
