/**
 * Where photo files live: public photos under DATA_DIR/uploads (served at
 * /uploads/<id>/<width>.webp, cached forever since the name never changes),
 * identity documents under DATA_DIR/private-uploads (never served as files).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage, UploadKind } from '../../contract/api/uploads';

export type { UploadedImage } from '../../contract/api/uploads';

export class UploadStorage {
  readonly publicDir: string;
  readonly privateDir: string;

  constructor(dataDir: string) {
    this.publicDir = path.join(dataDir, 'uploads');
    this.privateDir = path.join(dataDir, 'private-uploads');
  }

  async prepare(): Promise<void> {
    await mkdir(this.publicDir, { recursive: true });
    await mkdir(this.privateDir, { recursive: true, mode: 0o700 });
  }

  dirFor(kind: UploadKind, id: string): string {
    return path.join(kind === 'id_document' ? this.privateDir : this.publicDir, id);
  }

  fileFor(kind: UploadKind, id: string, width: number): string {
    return path.join(this.dirFor(kind, id), `${width}.webp`);
  }

  async write(kind: UploadKind, id: string, variants: ReadonlyArray<{ width: number; data: Buffer }>): Promise<void> {
    const dir = this.dirFor(kind, id);
    await mkdir(dir, { recursive: true });
    try {
      for (const variant of variants) await writeFile(path.join(dir, `${variant.width}.webp`), variant.data, { mode: 0o644 });
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  async remove(kind: UploadKind, id: string): Promise<void> {
    await rm(this.dirFor(kind, id), { recursive: true, force: true });
  }
}

/** The public shape of a stored photo: URLs for every width, ready for srcset. */
export function describeUpload(row: {
  id: string;
  kind: UploadKind;
  width: number;
  height: number;
  variants: ReadonlyArray<{ width: number }>;
}): UploadedImage {
  const isPublic = row.kind !== 'id_document';
  const variants = isPublic ? row.variants.map((v) => ({ width: v.width, url: `/uploads/${row.id}/${v.width}.webp` })) : [];
  const largest = variants.at(-1);
  return {
    id: row.id,
    kind: row.kind,
    width: row.width,
    height: row.height,
    url: largest?.url ?? null,
    srcset: isPublic ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : null,
    variants,
  };
}
