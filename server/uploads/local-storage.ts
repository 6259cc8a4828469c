/** Photos on this machine's disk: DATA_DIR/uploads/<id>/ and DATA_DIR/private-uploads/<id>/ (owner-only). */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadKind } from '../../contract/api/uploads';
import { folderOf, variantName, type PhotoStorage, type StoredFile } from './storage';

export class LocalPhotoStorage implements PhotoStorage {
  readonly localPublicDir: string;
  private readonly privateDir: string;

  constructor(dataDir: string) {
    this.localPublicDir = path.join(dataDir, folderOf('image'));
    this.privateDir = path.join(dataDir, folderOf('id_document'));
  }

  async prepare(): Promise<void> {
    await mkdir(this.localPublicDir, { recursive: true });
    await mkdir(this.privateDir, { recursive: true, mode: 0o700 });
  }

  private dirFor(kind: UploadKind, id: string): string {
    return path.join(kind === 'id_document' ? this.privateDir : this.localPublicDir, id);
  }

  async write(kind: UploadKind, id: string, variants: ReadonlyArray<{ width: number; data: Buffer }>): Promise<void> {
    const dir = this.dirFor(kind, id);
    await mkdir(dir, { recursive: true });
    try {
      for (const variant of variants) await writeFile(path.join(dir, variantName(variant.width)), variant.data, { mode: 0o644 });
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  async put(kind: UploadKind, id: string, name: string, data: Buffer): Promise<void> {
    const target = path.join(this.dirFor(kind, id), name);
    // Written whole, then renamed: a request at the same moment never reads half a file.
    const partial = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(partial, data, { mode: 0o644 });
    await rename(partial, target);
  }

  async read(kind: UploadKind, id: string, name: string): Promise<StoredFile | null> {
    const file = path.join(this.dirFor(kind, id), name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), size: info.size, etag: null, lastModified: info.mtime };
  }

  async list(kind: UploadKind, id: string): Promise<string[]> {
    return readdir(this.dirFor(kind, id)).catch(() => []);
  }

  async remove(kind: UploadKind, id: string): Promise<void> {
    await rm(this.dirFor(kind, id), { recursive: true, force: true });
  }
}
