/**
 * Photos and identity documents: where their files live (a bucket or the data
 * folder), uploads in one request or resumed across drops, and the public
 * photo files. Several servers on one PostgreSQL keep unfinished uploads
 * there, so any of them can take the rest.
 */
import fp from 'fastify-plugin';
import { openPhotoStorage } from './photo-storage';
import { databaseResumableStore } from './resumable-db-store';
import { resumableUploadRoutes } from './resumable-routes';
import { localResumableStore, type ResumableStore } from './resumable-store';
import { uploadRoutes } from './routes';
import { UploadsService } from './service';
import type { PhotoStorage } from './storage';

export const uploadsModule = fp(
  async (app) => {
    const { config, db } = app;
    const storage = openPhotoStorage(config);
    await storage.prepare();
    const resumable = db.kind === 'postgres' ? databaseResumableStore(db) : localResumableStore(config.dataDir);
    await resumable.prepare();
    app.decorate('photoStorage', storage);
    app.decorate('resumableStore', resumable);
    app.decorate('uploads', new UploadsService(db, storage, app.limiter));
    await app.register(uploadRoutes);
    await app.register(resumableUploadRoutes);
  },
  { name: 'uploads', dependencies: ['rate-limit', 'auth'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Where photo and document files live. */
    photoStorage: PhotoStorage;
    /** Uploads not finished yet, resumable from their last byte. */
    resumableStore: ResumableStore;
    uploads: UploadsService;
  }
}
