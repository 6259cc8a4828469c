/**
 * What other domains may read of uploaded files, on the database or the
 * transaction the caller passes: the photos and documents a change points at
 * (whose they are, which kind, their sizes). The demo's seeder also records
 * the photos it makes.
 */
import { uploadsRepository } from './repository';

export const uploadsPort: Pick<typeof uploadsRepository, 'findMany' | 'insert'> = uploadsRepository;
