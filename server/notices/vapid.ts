/**
 * The VAPID key pair that signs our pushes (RFC 8292): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY, or a pair generated on first start and kept (mode 600)
 * in the data folder, as the JWT secret is. Browsers subscribe with the public
 * key, so it must never change under them: a new pair makes every
 * subscription useless (its push service refuses our pushes).
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keyShapes = { publicKey: /^[A-Za-z0-9_-]{87}$/, privateKey: /^[A-Za-z0-9_-]{43}$/ };

function readKeys(text: string): VapidKeys | null {
  try {
    const parsed = JSON.parse(text) as Partial<VapidKeys>;
    const { publicKey, privateKey } = parsed;
    return typeof publicKey === 'string' &&
      typeof privateKey === 'string' &&
      keyShapes.publicKey.test(publicKey) &&
      keyShapes.privateKey.test(privateKey)
      ? { publicKey, privateKey }
      : null;
  } catch {
    return null;
  }
}

export async function loadVapidKeys(configured: VapidKeys | null, dataDir: string): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const kept = readKeys(await readFile(file, 'utf8'));
    if (kept) return kept;
  } catch {
    // First start: make a pair below.
  }
  await mkdir(dataDir, { recursive: true });
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  await writeFile(file, `${JSON.stringify({ publicKey, privateKey })}\n`, { mode: 0o600, flag: 'w' });
  await chmod(file, 0o600);
  return { publicKey, privateKey };
}
