/** The home page's figures, for the cached public reads (server/reads). */
import { statsRepository } from './repository';

export const statsPort: Pick<typeof statsRepository, 'overview'> = statsRepository;
