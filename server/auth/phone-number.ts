/** Phone numbers as GoTrue checks them (E.164, `+` and spaces dropped); Nnoboa signs no one in by phone, so a number is only ever checked and refused. */
import { authErrors } from './errors';

const e164 = /^[1-9][0-9]{1,14}$/;

export function checkPhone(raw: string): void {
  if (!e164.test(raw.replace(/^\+/, '').replaceAll(' ', ''))) throw authErrors.phoneInvalid();
}
