/**
 * Where photo files live, behind one small interface: public photos (served
 * at /uploads/<id>/<width>.webp, cached forever since the name never changes)
 * and identity documents (never served as files), each under its upload's id.
 * Two homes: the local disk (local-storage.ts) or an S3-compatible bucket
 * shared by several servers (s3-storage.ts); photo-storage.ts picks one.
 */
import type { Readable } from 'node:stream';
import type { UploadedImage, UploadKind } from '../../contract/api/uploads';

export type { UploadedImage } from '../../contract/api/uploads';

export interface StoredFile {
  body: Readable;
  size: number;
  /** A validator for conditional requests, quoted as HTTP wants it; null when the store gives none. */
  etag: string | null;
  lastModified: Date | null;
}

export interface PhotoStorage {
  /** The folder public photos lie in on this machine, served as static files; null when they live elsewhere. */
  readonly localPublicDir: string | null;
  prepare(): Promise<void>;
  /** Writes every variant of a photo, or none (a failure removes what was written). */
  write(kind: UploadKind, id: string, variants: ReadonlyArray<{ width: number; data: Buffer }>): Promise<void>;
  /** Writes one more file beside a photo (e.g. its share picture), whole or not at all. */
  put(kind: UploadKind, id: string, name: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  read(kind: UploadKind, id: string, name: string): Promise<StoredFile | null>;
  /** The names of the files kept for a photo; empty when there is no such photo. */
  list(kind: UploadKind, id: string): Promise<string[]>;
  remove(kind: UploadKind, id: string): Promise<void>;
}

/** Identity documents are kept apart from public photos, in both homes. */
export function folderOf(kind: UploadKind): 'uploads' | 'private-uploads' {
  return kind === 'id_document' ? 'private-uploads' : 'uploads';
}

export function variantName(width: number): string {
  return `${width}.webp`;
}

export async function readWhole(file: StoredFile): Promise<Buffer> {
  return Buffer.concat((await file.body.toArray()) as Buffer[]);
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
  const variants = isPublic ? row.variants.map((v) => ({ width: v.width, url: `/uploads/${row.id}/${variantName(v.width)}` })) : [];
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
