/** Random tokens, their hashes at rest, and the PKCE check. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are high-entropy, so one SHA-256 is enough; only this hash is stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 7636: S256 compares base64url(SHA-256(verifier)) with the challenge. */
export function verifyPkce(verifier: string, challenge: string, method: 's256' | 'plain'): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return safeEqual(computed, challenge);
}

/** JWT_SECRET when set; otherwise a secret generated on first start and kept (mode 600) in the data folder. */
export async function loadJwtSecret(configured: string | null, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch {
    // First start: make one below.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomToken(48);
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  await chmod(file, 0o600);
  return new TextEncoder().encode(secret);
}
