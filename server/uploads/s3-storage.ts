/**
 * Photos in an S3-compatible bucket, so every server sees the same files:
 * public photos under uploads/<id>/, identity documents under
 * private-uploads/<id>/. The bucket itself stays private; public photos
 * reach browsers through /uploads on the server, never straight from it.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { UploadKind } from '../../contract/api/uploads';
import type { S3Settings } from '../config';
import { folderOf, variantName, type PhotoStorage, type StoredFile } from './storage';

const contentTypes: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

function contentTypeOf(name: string): string {
  return contentTypes[name.split('.').at(-1) ?? ''] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

export class S3PhotoStorage implements PhotoStorage {
  readonly localPublicDir = null;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    // The client warns on Node 20 that later releases of it will need Node 22; the version this project
    // installs runs on the Node it targets, so the server and its tests start without that notice.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Many S3-compatible stores do not know the newer checksum headers; send them only where the API needs them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails the start when the bucket cannot be reached with these keys, instead of failing the first upload. */
  async prepare(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(`Photo storage: the bucket "${this.bucket}" cannot be reached (${(error as Error).name}). Check S3_* settings.`, {
        cause: error,
      });
    }
  }

  private key(kind: UploadKind, id: string, name = ''): string {
    return `${folderOf(kind)}/${id}/${name}`;
  }

  async write(kind: UploadKind, id: string, variants: ReadonlyArray<{ width: number; data: Buffer }>): Promise<void> {
    // Every put settles before any clean-up, so no variant lands after its photo was removed.
    const outcomes = await Promise.allSettled(variants.map((variant) => this.put(kind, id, variantName(variant.width), variant.data)));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) {
      await this.remove(kind, id).catch(() => undefined);
      throw failure.reason;
    }
  }

  async put(kind: UploadKind, id: string, name: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(kind, id, name), Body: data, ContentType: contentTypeOf(name) }),
    );
  }

  async read(kind: UploadKind, id: string, name: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(kind, id, name) }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? null,
        lastModified: object.LastModified ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async keys(kind: UploadKind, id: string): Promise<string[]> {
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.key(kind, id) }));
    return (listed.Contents ?? []).flatMap((object) => object.Key ?? []);
  }

  async list(kind: UploadKind, id: string): Promise<string[]> {
    const prefix = this.key(kind, id);
    return (await this.keys(kind, id)).map((key) => key.slice(prefix.length));
  }

  async remove(kind: UploadKind, id: string): Promise<void> {
    const keys = await this.keys(kind, id);
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
  }
}
