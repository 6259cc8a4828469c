/** Picks where photos live: the S3-compatible bucket when S3_BUCKET is set, else DATA_DIR on this machine. */
import type { Config } from '../config';
import { LocalPhotoStorage } from './local-storage';
import { S3PhotoStorage } from './s3-storage';
import type { PhotoStorage } from './storage';

export function openPhotoStorage(config: Pick<Config, 'dataDir' | 'photoStorage'>): PhotoStorage {
  return config.photoStorage ? new S3PhotoStorage(config.photoStorage) : new LocalPhotoStorage(config.dataDir);
}
